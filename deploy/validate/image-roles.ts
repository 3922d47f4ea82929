import { RENDERS_PDFS } from '../../services/worker/src/queues-argument.ts';
import { IMAGE_TARGETS } from './dockerfile-lint.ts';
import { processOf } from './environment.ts';
import { servedQueues } from './worker-queues.ts';

export type ImageTarget = keyof typeof IMAGE_TARGETS;

const isTarget = (name: string): name is ImageTarget => Object.hasOwn(IMAGE_TARGETS, name);

/**
 * The image (deploy/Dockerfile's target) a container command needs: worker-pdf for a worker
 * serving a queue that renders PDFs, worker for the other workers, api for the API, the migration
 * step and the admin command. Null for any other program, and for a worker whose `--queues` does
 * not parse (reported apart).
 */
export const imageTargetFor = (command: readonly string[]): ImageTarget | null => {
  const process = processOf(command);
  if (process === null) return null;
  if (process !== 'worker') return 'api';
  try {
    const queues = servedQueues(command) ?? [];
    return queues.some((queue) => RENDERS_PDFS.includes(queue)) ? 'worker-pdf' : 'worker';
  } catch {
    return null;
  }
};

/** The target an image reference names: `values-system-<target>`, with any registry and tag. */
export const imageTargetOf = (image: string): ImageTarget | null => {
  // The last path segment up to its tag or digest (a compose file's tag may be `${VS_TAG:-local}`).
  const name = image.split('/').at(-1)?.split(/[:@]/)[0] ?? '';
  const target = /^values-system-(.+)$/.exec(name)?.[1];
  return target !== undefined && isTarget(target) ? target : null;
};

/** A line when a container runs another role's image than its command needs (none when it fits). */
export const imageRoleProblems = (where: string, image: string, command: readonly string[]): string[] => {
  const needed = imageTargetFor(command);
  const given = imageTargetOf(image);
  return needed === null || given === needed
    ? []
    : [`${where}: runs ${image}, but its command needs the values-system-${needed} image`];
};
