import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { JOB_KINDS } from '@vs/domain';
import { environmentProblems, processOf } from './environment.ts';
import { imageRoleProblems, imageTargetOf } from './image-roles.ts';
import { runsWorker, servedQueues } from './worker-queues.ts';

interface ComposeService {
  readonly image?: string;
  readonly build?: { readonly target?: string };
  readonly command?: string[];
  readonly environment?: Record<string, unknown>;
  readonly env_file?: (string | { path: string })[];
  readonly depends_on?: Record<string, unknown> | string[];
  readonly volumes?: (string | { source?: string })[];
  readonly networks?: Record<string, { ipv4_address?: string } | null> | string[];
}

interface ComposeFile {
  readonly services: Record<string, ComposeService>;
}

const NGINX = 'nginx';

/**
 * The variables of an app service: its `environment` and those of its env files, read from the
 * `<file>.example` the repository ships (the real file is the operator's).
 */
const variableNames = (service: ComposeService, composeDir: string): string[] => [
  ...Object.keys(service.environment ?? {}),
  ...(service.env_file ?? []).flatMap((file) => {
    const example = resolve(composeDir, `${typeof file === 'string' ? file : file.path}.example`);
    return Object.keys(parseEnv(readFileSync(example, 'utf8')));
  }),
];

/**
 * What the schema cannot see in deploy/compose.yaml (already schema-valid): dependencies on
 * services that exist, bind-mounted files that exist, TRUSTED_PROXIES naming nginx's fixed address,
 * each app service's variables against what the code reads and needs (environment.ts), its image
 * the role's (image-roles.ts) and built from that target, and every job kind served by exactly one
 * worker service. One line per problem.
 */
export const composeProblems = (compose: unknown, composeDir: string): string[] => {
  const { services } = compose as ComposeFile;
  const problems: string[] = [];
  const nginxNetworks = services[NGINX]?.networks;
  const nginxAddresses =
    nginxNetworks && !Array.isArray(nginxNetworks)
      ? Object.values(nginxNetworks).flatMap((network) => network?.ipv4_address ?? [])
      : [];
  if (nginxAddresses.length === 0) problems.push('nginx has no fixed address for TRUSTED_PROXIES to name');

  for (const [name, service] of Object.entries(services)) {
    const dependencies = Array.isArray(service.depends_on)
      ? service.depends_on
      : Object.keys(service.depends_on ?? {});
    for (const dependency of dependencies)
      if (!services[dependency]) problems.push(`${name}: depends on ${dependency}, which is not defined`);
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      if (source?.startsWith('.') && !existsSync(resolve(composeDir, source)))
        problems.push(`${name}: mounts ${source}, which does not exist`);
    }
    const kind = processOf(service.command ?? []);
    if (kind !== null) {
      problems.push(...environmentProblems(name, kind, variableNames(service, composeDir)));
      problems.push(...imageRoleProblems(name, service.image ?? '', service.command ?? []));
      const target = imageTargetOf(service.image ?? '');
      if (service.build && service.build.target !== target)
        problems.push(
          `${name}: builds the ${service.build.target ?? 'last'} target into ${service.image ?? 'no image'}`,
        );
    }
    const trusted = service.environment?.TRUSTED_PROXIES;
    if (trusted !== undefined && !nginxAddresses.includes(String(trusted)))
      problems.push(`${name}: TRUSTED_PROXIES ${String(trusted)} is not nginx's address`);
  }

  const workers = Object.entries(services).flatMap(([name, service]) => {
    if (!runsWorker(service.command ?? [])) return [];
    try {
      return [{ name, queues: servedQueues(service.command ?? []) ?? [] }];
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  });
  for (const kind of JOB_KINDS) {
    const serving = workers.filter((worker) => worker.queues.includes(kind)).length;
    if (serving !== 1) problems.push(`the ${kind} queue is served by ${serving} worker services, not 1`);
  }
  return problems;
};
