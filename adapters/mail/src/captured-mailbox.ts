import { readFile } from 'node:fs/promises';
import type { CapturedMail } from './nodemailer-mailer.ts';

/** Reads the captured mail, newest first (the dev-only mailbox page). */
export const readCapturedMail = async (captureFile: string): Promise<CapturedMail[]> => {
  let text: string;
  try {
    text = await readFile(captureFile, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CapturedMail)
    .reverse();
};
