import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';

/** `${NAME}` in a FROM replaced by the default of the ARG of that name before the first FROM. */
const expandArgs = (text: string, args: ReadonlyMap<string, string>): string =>
  text.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (whole, name: string) => args.get(name) ?? whole);

/**
 * Lints a Dockerfile: dockerfile-utils' diagnostics (the linter of the Docker language server:
 * unknown instructions and flags, bad ports and arguments, ...), then this project's rules for the
 * image that runs (its last stage): the official Node 24 base, a non-root USER, a HEALTHCHECK and
 * Debian's Chromium at CHROMIUM_PATH. One line per problem.
 */
export const dockerfileProblems = (text: string): string[] => {
  const problems = validate(text).map(
    (diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`,
  );
  const dockerfile = DockerfileParser.parse(text);
  const args = new Map(
    dockerfile.getInitialARGs().flatMap((arg) => {
      const property = arg.getProperty();
      const value = property?.getValue();
      return property && value !== null && value !== undefined ? [[property.getName(), value] as const] : [];
    }),
  );
  const froms = dockerfile.getFROMs();
  const images = froms.map((from) => expandArgs(from.getImage() ?? '', args));
  for (const image of images)
    if (!/^node:24([.-]|$)/.test(image))
      problems.push(`FROM ${image}: every stage must be on the node:24 image`);

  const last = froms.at(-1);
  const runtime = dockerfile
    .getInstructions()
    .filter(
      (instruction) => last !== undefined && instruction.getRange().start.line > last.getRange().start.line,
    );
  const keyword = (name: string) => runtime.filter((instruction) => instruction.getKeyword() === name);
  const user = keyword('USER').at(-1)?.getArgumentsContent()?.trim();
  if (!user || /^(root|0)(:|$)/.test(user)) problems.push(`the runtime stage runs as ${user ?? 'root'}`);
  if (keyword('HEALTHCHECK').length === 0) problems.push('the runtime stage has no HEALTHCHECK');
  const runs = keyword('RUN').map((instruction) => instruction.getArgumentsContent() ?? '');
  if (!runs.some((run) => /apt-get install[^&]*\bchromium\b/.test(run)))
    problems.push("the runtime stage does not install Debian's chromium");
  const env = keyword('ENV').map((instruction) => instruction.getArgumentsContent() ?? '');
  if (!env.some((content) => /\bCHROMIUM_PATH=\/usr\/bin\/chromium\b/.test(content)))
    problems.push('CHROMIUM_PATH=/usr/bin/chromium is not set');
  return problems;
};
