import type { IScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import type { ITriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1/TriggerAuthentication';
import { JOB_KINDS } from '@vs/domain';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import type { IService } from 'kubernetes-models/v1/Service';
import { environmentProblems, processOf } from './environment.ts';
import { imageRoleProblems } from './image-roles.ts';
import { idOf, type Manifest } from './manifest.ts';
import { runsWorker, servedQueues } from './worker-queues.ts';

type Labels = Readonly<Record<string, string>> | undefined;

/** Whether every label of the selector is on the pod. */
const selects = (selector: Labels, labels: Labels): boolean =>
  selector !== undefined &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);

const ofKind = <T>(manifests: readonly Manifest[], kind: string): (T & Manifest)[] =>
  manifests.filter((manifest) => manifest.kind === kind) as (T & Manifest)[];

/** The keys of a Secret, whether given as `data` or `stringData`. */
const secretKeys = (secret: ISecret | undefined): string[] => [
  ...Object.keys(secret?.data ?? {}),
  ...Object.keys(secret?.stringData ?? {}),
];

/** The names of every variable a container is given: its own `env` and its `envFrom` sources. */
const variableNames = (
  container: IContainer,
  configMaps: readonly IConfigMap[],
  secrets: readonly ISecret[],
): string[] => [
  ...(container.env ?? []).map((variable) => variable.name),
  ...(container.envFrom ?? []).flatMap((source) => {
    const map = configMaps.find((candidate) => candidate.metadata?.name === source.configMapRef?.name);
    const secret = secrets.find((candidate) => candidate.metadata?.name === source.secretRef?.name);
    return [...Object.keys(map?.data ?? {}), ...(source.secretRef ? secretKeys(secret) : [])];
  }),
];

/**
 * Each container running a process of the images: given what its process reads and needs, and
 * running its role's image.
 */
const podEnvironmentProblems = (
  owner: string,
  pod: IPodSpec,
  configMaps: readonly IConfigMap[],
  secrets: readonly ISecret[],
): string[] =>
  pod.containers.flatMap((container) => {
    const kind = processOf(container.command ?? []);
    const where = `${owner} container ${container.name}`;
    return kind === null
      ? []
      : [
          ...environmentProblems(where, kind, variableNames(container, configMaps, secrets)),
          ...imageRoleProblems(where, container.image ?? '', container.command ?? []),
        ];
  });

/**
 * A variable as the container sees it: its own `env` first, then the ConfigMaps of its `envFrom`.
 */
const variableOf = (
  container: IContainer,
  configMaps: readonly IConfigMap[],
  name: string,
): string | undefined => {
  const own = container.env?.find((variable) => variable.name === name)?.value;
  if (own !== undefined) return own;
  for (const source of container.envFrom ?? []) {
    const map = configMaps.find((candidate) => candidate.metadata?.name === source.configMapRef?.name);
    const value = map?.data?.[name];
    if (value !== undefined) return value;
  }
  return undefined;
};

/** The seconds of a `sleep N` preStop hook, 0 without one. */
const preStopSeconds = (container: IContainer): number => {
  const command = container.lifecycle?.preStop?.exec?.command ?? [];
  return command[0] === 'sleep' ? Number(command[1]) : 0;
};

const podProblems = (owner: string, pod: IPodSpec): string[] => {
  const problems: string[] = [];
  if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${owner}: runAsNonRoot is not set`);
  const tmpVolumes = new Set(
    (pod.volumes ?? []).filter((volume) => volume.emptyDir).map((volume) => volume.name),
  );
  for (const container of pod.containers) {
    const where = `${owner} container ${container.name}`;
    const security = container.securityContext;
    if (security?.readOnlyRootFilesystem !== true) problems.push(`${where}: the root filesystem is writable`);
    if (security?.allowPrivilegeEscalation !== false)
      problems.push(`${where}: privilege escalation is allowed`);
    if (!security?.capabilities?.drop?.includes('ALL'))
      problems.push(`${where}: capabilities are not dropped`);
    const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
    if (!tmp || !tmpVolumes.has(tmp.name)) problems.push(`${where}: /tmp is not an emptyDir`);
  }
  return problems;
};

const referenceProblems = (owner: string, pod: IPodSpec, names: ReadonlySet<string>): string[] =>
  pod.containers.flatMap((container) =>
    (container.envFrom ?? []).flatMap((source) => {
      const ref = source.configMapRef
        ? `ConfigMap/${source.configMapRef.name}`
        : source.secretRef
          ? `Secret/${source.secretRef.name}`
          : undefined;
      return ref && !names.has(ref) ? [`${owner}: envFrom names ${ref}, which is not defined`] : [];
    }),
  );

/**
 * What a schema cannot see: references between the objects, the probes and shutdown timings the
 * processes need, the security settings, each container's variables against what the code reads
 * and needs (environment.ts), and the queues (every job kind served by exactly one
 * worker Deployment, each scaled by KEDA on `<REDIS_PREFIX>:<queue>:wait`). One line per problem.
 */
export const kubernetesProblems = (manifests: readonly Manifest[]): string[] => {
  const problems: string[] = [];
  const names = new Set(manifests.map(idOf));
  const deployments = ofKind<IDeployment>(manifests, 'Deployment');
  const jobs = ofKind<IJob>(manifests, 'Job');
  const configMaps = ofKind<IConfigMap>(manifests, 'ConfigMap');
  const services = ofKind<IService>(manifests, 'Service');
  const secrets = ofKind<ISecret>(manifests, 'Secret');
  const podLabels = (deployment: IDeployment) => deployment.spec?.template.metadata?.labels;
  const deploymentNamed = (name: string | undefined) => deployments.find((d) => d.metadata?.name === name);

  for (const deployment of deployments) {
    const id = idOf(deployment);
    const pod = deployment.spec?.template.spec;
    if (!pod) continue;
    if (!selects(deployment.spec?.selector.matchLabels, podLabels(deployment)))
      problems.push(`${id}: the selector does not match the pod template's labels`);
    problems.push(
      ...podProblems(id, pod),
      ...referenceProblems(id, pod, names),
      ...podEnvironmentProblems(id, pod, configMaps, secrets),
    );
    for (const container of pod.containers) {
      if (!container.readinessProbe || !container.livenessProbe)
        problems.push(`${id} container ${container.name}: a readiness or liveness probe is missing`);
      const api = processOf(container.command ?? []) === 'api';
      const variable = api ? 'SHUTDOWN_SECONDS' : 'WORKER_SHUTDOWN_SECONDS';
      const shutdown = Number(variableOf(container, configMaps, variable) ?? 30);
      const needed = shutdown + preStopSeconds(container);
      if ((pod.terminationGracePeriodSeconds ?? 30) <= needed)
        problems.push(`${id}: terminationGracePeriodSeconds must exceed ${needed} (${variable} and preStop)`);
      if (api && preStopSeconds(container) === 0)
        problems.push(`${id}: the API needs a preStop sleep while its endpoint is removed`);
    }
  }

  for (const job of jobs) {
    const pod = job.spec?.template.spec;
    if (pod)
      problems.push(
        ...podProblems(idOf(job), pod),
        ...referenceProblems(idOf(job), pod, names),
        ...podEnvironmentProblems(idOf(job), pod, configMaps, secrets),
      );
  }
  if (
    !jobs.some((job) =>
      job.spec?.template.spec?.containers.some((c) => processOf(c.command ?? []) === 'migrate'),
    )
  )
    problems.push('no Job runs the migrations (services/composition/src/migrate-main.ts)');
  // KEDA's own credentials: a Secret of their own (no pod is given them), with every key named.
  for (const auth of ofKind<ITriggerAuthentication>(manifests, 'TriggerAuthentication')) {
    for (const ref of auth.spec?.secretTargetRef ?? []) {
      const secret = secrets.find((candidate) => candidate.metadata?.name === ref.name);
      if (!secret) problems.push(`${idOf(auth)}: Secret/${ref.name} is not defined`);
      else if (!secretKeys(secret).includes(ref.key))
        problems.push(`${idOf(auth)}: Secret/${ref.name} has no key ${ref.key}`);
    }
  }

  for (const service of services) {
    const target = deployments.find((d) => selects(service.spec?.selector, podLabels(d)));
    if (!target) {
      problems.push(`${idOf(service)}: the selector matches no Deployment`);
      continue;
    }
    const ports = new Set(
      target.spec?.template.spec?.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name)),
    );
    for (const port of service.spec?.ports ?? []) {
      if (typeof port.targetPort === 'string' && !ports.has(port.targetPort))
        problems.push(
          `${idOf(service)}: targetPort ${port.targetPort} is no container port of ${idOf(target)}`,
        );
    }
  }

  for (const hpa of ofKind<IHorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler')) {
    if (!deploymentNamed(hpa.spec?.scaleTargetRef.name))
      problems.push(`${idOf(hpa)}: its target is not defined`);
  }
  for (const pdb of ofKind<IPodDisruptionBudget>(manifests, 'PodDisruptionBudget')) {
    if (!deployments.some((d) => selects(pdb.spec?.selector?.matchLabels, podLabels(d))))
      problems.push(`${idOf(pdb)}: the selector matches no Deployment`);
  }
  for (const ingress of ofKind<IIngress>(manifests, 'Ingress')) {
    for (const path of ingress.spec?.rules?.flatMap((rule) => rule.http?.paths ?? []) ?? []) {
      const backend = path.backend.service;
      const service = services.find((s) => s.metadata?.name === backend?.name);
      if (!service) problems.push(`${idOf(ingress)}: backend Service/${backend?.name} is not defined`);
      else if (backend?.port?.name && !service.spec?.ports?.some((p) => p.name === backend.port?.name))
        problems.push(`${idOf(ingress)}: Service/${backend.name} has no port ${backend.port.name}`);
    }
  }

  // Queues: which Deployment serves which job kinds, and how KEDA scales each.
  const workers = deployments.flatMap((deployment) => {
    const container = deployment.spec?.template.spec?.containers.find((c) => runsWorker(c.command ?? []));
    if (!container) return [];
    try {
      const queues = servedQueues(container.command ?? []) ?? [];
      const prefix = variableOf(container, configMaps, 'REDIS_PREFIX') ?? 'vs';
      return [{ deployment, queues, prefix }];
    } catch (error) {
      problems.push(`${idOf(deployment)}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  });
  for (const kind of JOB_KINDS) {
    const serving = workers.filter((worker) => worker.queues.includes(kind)).length;
    if (serving !== 1) problems.push(`the ${kind} queue is served by ${serving} worker Deployments, not 1`);
  }
  const scaled = ofKind<IScaledObject>(manifests, 'ScaledObject');
  for (const worker of workers) {
    const name = worker.deployment.metadata?.name;
    const scalers = scaled.filter((s) => s.spec.scaleTargetRef.name === name);
    if (scalers.length !== 1)
      problems.push(`${idOf(worker.deployment)}: ${scalers.length} ScaledObjects, not 1`);
    for (const scaler of scalers) {
      const auth = scaler.spec.triggers.flatMap((trigger) => trigger.authenticationRef?.name ?? []);
      for (const ref of auth)
        if (!names.has(`TriggerAuthentication/${ref}`))
          problems.push(`${idOf(scaler)}: TriggerAuthentication/${ref} is not defined`);
      const lists = new Set(worker.queues.map((queue) => `${worker.prefix}:${queue}:wait`));
      for (const trigger of scaler.spec.triggers) {
        const list = trigger.metadata?.listName;
        if (trigger.type !== 'redis' || typeof list !== 'string' || !lists.has(list))
          problems.push(`${idOf(scaler)}: a trigger is not a redis wait list of ${[...lists].join(', ')}`);
      }
    }
  }
  for (const scaler of scaled) {
    if (!deploymentNamed(scaler.spec.scaleTargetRef.name))
      problems.push(`${idOf(scaler)}: its target is not defined`);
  }
  return problems;
};
