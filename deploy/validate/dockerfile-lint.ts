import { DockerfileParser, type Instruction, Run } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';

/** `${NAME}` in a FROM replaced by the default of the ARG of that name before the first FROM. */
const expandArgs = (text: string, args: ReadonlyMap<string, string>): string =>
  text.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (whole, name: string) => args.get(name) ?? whole);

/** The image of each role (deploy/Dockerfile's targets), and whether it carries Chromium. */
export const IMAGE_TARGETS = { api: false, worker: false, 'worker-pdf': true } as const;

/** The secrets a step that fetches packages mounts: a proxy's CA bundle, and npm's .npmrc. */
const FETCH_SECRETS: readonly { step: RegExp; what: string; secrets: readonly string[] }[] = [
  { step: /\bnpm (install|ci)\b/, what: 'npm install', secrets: ['npmrc', 'ca_bundle'] },
  { step: /\bapt-get update\b/, what: 'apt-get update', secrets: ['ca_bundle'] },
];

/** The ids of the secrets a RUN mounts (`--mount=type=secret,id=...`). */
const secretsOf = (instruction: Instruction): string[] =>
  instruction instanceof Run
    ? instruction
        .getFlags()
        .filter((flag) => flag.getName() === 'mount' && flag.getOption('type')?.getValue() === 'secret')
        .map((flag) => flag.getOption('id')?.getValue() ?? '')
    : [];

interface Stage {
  readonly name: string | null;
  /** The image or earlier stage it is built FROM. */
  readonly from: string | null;
  readonly instructions: readonly Instruction[];
}

/** The instructions of a target: those of its stage, after those of the stages it is built FROM. */
const chainOf = (stages: readonly Stage[], target: string): Instruction[] => {
  const chain: Instruction[] = [];
  let index = stages.findIndex((stage) => stage.name === target);
  while (index !== -1) {
    const stage = stages[index] as Stage;
    chain.unshift(...stage.instructions);
    index = stages.findIndex(
      (earlier, at) => at < index && earlier.name !== null && earlier.name === stage.from,
    );
  }
  return chain;
};

/**
 * Lints a Dockerfile: dockerfile-utils' diagnostics (the linter of the Docker language server:
 * unknown instructions and flags, bad ports and arguments, ...), then this project's rules: the
 * official Node 24 base, no `# syntax=` line (it pulls a frontend image from a registry), every
 * step that fetches packages mounts the proxy's secrets, and each role's target (its stage and
 * those it is built FROM) runs as a non-root USER with a HEALTHCHECK; Debian's Chromium at
 * CHROMIUM_PATH in worker-pdf's, and no browser in the others'. One line per problem.
 */
export const dockerfileProblems = (text: string): string[] => {
  const problems = validate(text).map(
    (diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`,
  );
  const dockerfile = DockerfileParser.parse(text);
  for (const directive of dockerfile.getDirectives())
    if (directive.getName().toLowerCase() === 'syntax')
      problems.push('a `# syntax=` line pulls a Dockerfile frontend image from a registry');
  const args = new Map(
    dockerfile.getInitialARGs().flatMap((arg) => {
      const property = arg.getProperty();
      const value = property?.getValue();
      return property && value !== null && value !== undefined ? [[property.getName(), value] as const] : [];
    }),
  );
  const froms = dockerfile.getFROMs();
  const stageNames = new Set(froms.map((from) => from.getBuildStage()));
  for (const from of froms) {
    const image = expandArgs(from.getImage() ?? '', args);
    if (!stageNames.has(image) && !/^node:24([.-]|$)/.test(image))
      problems.push(`FROM ${image}: every stage must be on the node:24 image`);
  }

  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() !== 'RUN') continue;
    const run = instruction.getArgumentsContent() ?? '';
    const mounted = secretsOf(instruction);
    for (const { step, what, secrets } of FETCH_SECRETS)
      for (const secret of secrets)
        if (step.test(run) && !mounted.includes(secret))
          problems.push(
            `line ${instruction.getRange().start.line + 1}: ${what} without the ${secret} secret mounted`,
          );
  }

  const instructions = dockerfile.getInstructions();
  const stages = froms.map((from, index): Stage => {
    const start = from.getRange().start.line;
    const end = froms[index + 1]?.getRange().start.line ?? Number.POSITIVE_INFINITY;
    return {
      name: from.getBuildStage(),
      from: from.getImage(),
      instructions: instructions.filter((instruction) => {
        const line = instruction.getRange().start.line;
        return line > start && line < end;
      }),
    };
  });
  for (const [target, withChromium] of Object.entries(IMAGE_TARGETS)) {
    if (!stages.some((stage) => stage.name === target)) {
      problems.push(`no ${target} target`);
      continue;
    }
    const chain = chainOf(stages, target);
    const keyword = (name: string) => chain.filter((instruction) => instruction.getKeyword() === name);
    const user = keyword('USER').at(-1)?.getArgumentsContent()?.trim();
    if (!user || /^(root|0)(:|$)/.test(user)) problems.push(`the ${target} target runs as ${user ?? 'root'}`);
    if (keyword('HEALTHCHECK').length === 0) problems.push(`the ${target} target has no HEALTHCHECK`);
    const installsChromium = keyword('RUN').some((run) =>
      /apt-get install[^&]*\bchromium(-headless-shell)?\s/.test(run.getArgumentsContent() ?? ''),
    );
    const setsPath = keyword('ENV').some((env) =>
      /\bCHROMIUM_PATH=\/usr\/(bin|lib\/chromium)\/chromium[\w-]*/.test(env.getArgumentsContent() ?? ''),
    );
    if (withChromium && !installsChromium)
      problems.push(`the ${target} target does not install Debian's chromium`);
    if (withChromium && !setsPath)
      problems.push(`the ${target} target does not set CHROMIUM_PATH to Debian's Chromium`);
    if (!withChromium && (installsChromium || setsPath))
      problems.push(`the ${target} target carries Chromium, which only worker-pdf needs`);
  }
  return problems;
};
