import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeProblems } from './validate/compose-rules.ts';
import { composeSchemaErrors, parseCompose } from './validate/compose-schema.ts';
import { dockerfileProblems } from './validate/dockerfile-lint.ts';
import { kubernetesProblems } from './validate/kubernetes-rules.ts';
import { validateManifest } from './validate/kubernetes-schemas.ts';
import { buildKustomization } from './validate/kustomize-build.ts';
import { idOf, type Manifest, parseManifests } from './validate/manifest.ts';

const DEPLOY = import.meta.dirname;
const BASE = join(DEPLOY, 'kubernetes', 'base');
const OVERLAY = join(DEPLOY, 'kubernetes', 'overlays', 'example');
const read = (...path: string[]) => readFileSync(join(DEPLOY, ...path), 'utf8');

/** Schema errors of every object, one line each: none when all conform. */
const schemaErrors = (manifests: readonly Manifest[]): string[] =>
  manifests.flatMap((manifest) => {
    try {
      validateManifest(manifest);
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  });

const find = (manifests: readonly Manifest[], id: string): Manifest => {
  const found = manifests.find((manifest) => idOf(manifest) === id);
  if (!found) throw new Error(`${id} is missing`);
  return found;
};

/** A copy of the objects with one object changed. */
const changing = (manifests: readonly Manifest[], id: string, change: (copy: Manifest) => void): Manifest[] =>
  manifests.map((manifest) => {
    if (idOf(manifest) !== id) return manifest;
    const copy = structuredClone(manifest);
    change(copy);
    return copy;
  });

interface Pod {
  spec: {
    template: {
      spec: { containers: { image: string; command: string[] }[]; terminationGracePeriodSeconds: number };
    };
  };
}

describe('deploy/Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it("passes dockerfile-utils' lint and the image rules (node 24, a target per role, Chromium in worker-pdf only)", () => {
    expect(dockerfileProblems(dockerfile)).toEqual([]);
  });

  it('reports another Node, a root user, a missing HEALTHCHECK and an unknown flag', () => {
    const broken = dockerfile
      .replace('node:24-bookworm-slim', 'node:22-bookworm-slim')
      .replace('USER 1000:1000', 'USER root')
      .replace(/HEALTHCHECK [^\n]*\\\n[^\n]*\n/, '')
      .replace('COPY --from=build', 'COPY --frm=build');
    const problems = dockerfileProblems(broken).join('\n');
    expect(problems).toMatch(/node:22-bookworm-slim: every stage must be on the node:24 image/);
    expect(problems).toMatch(/the api target runs as root/);
    expect(problems).toMatch(/the worker target runs as root/);
    expect(problems).toMatch(/the worker-pdf target has no HEALTHCHECK/);
    expect(problems).toMatch(/Unknown flag: frm/);
  });

  it('reports a syntax line, Chromium outside worker-pdf, and a package fetch without the proxy secrets', () => {
    const broken = `# syntax=docker/dockerfile:1\n${dockerfile}`
      .replace('--no-install-recommends tini', '--no-install-recommends tini chromium')
      .replace('--mount=type=secret,id=npmrc,target=/root/.npmrc', '');
    expect(dockerfileProblems(broken)).toEqual([
      'a `# syntax=` line pulls a Dockerfile frontend image from a registry',
      expect.stringMatching(/^line \d+: npm install without the npmrc secret mounted$/),
      'the api target carries Chromium, which only worker-pdf needs',
      'the worker target carries Chromium, which only worker-pdf needs',
    ]);
  });
});

describe('deploy/compose.yaml', () => {
  const text = read('compose.yaml');
  /** The services of a compose file (its text, or parsed). */
  const services = (compose: unknown) =>
    (
      (typeof compose === 'string' ? parseCompose(compose) : compose) as {
        services: Record<string, { image?: string }>;
      }
    ).services;

  it('conforms to the Compose Specification schema, and its references and queues hold', () => {
    const compose = parseCompose(text);
    expect(composeSchemaErrors(compose)).toEqual([]);
    expect(composeProblems(compose, DEPLOY)).toEqual([]);
  });

  it('reports an unknown depends_on condition and an unknown service field', () => {
    const broken = text
      .replace('condition: service_completed_successfully', 'condition: service_done')
      .replace('stop_grace_period: 130s', 'stop_grace: 130s');
    const errors = composeSchemaErrors(parseCompose(broken)).join('\n');
    expect(errors).toMatch(/must be equal to one of the allowed values/);
    expect(errors).toMatch(/must NOT have additional properties/);
  });

  it('reports a variable no process reads, and a required one missing, in an app service', () => {
    const leaked = text.replace(
      'SMTP_URL: smtp://mailpit:1025',
      'SMTP_URL: smtp://mailpit:1025\n  POSTGRES_PASSWORD: change-me',
    );
    expect(composeProblems(parseCompose(leaked), DEPLOY)).toContain(
      'api: POSTGRES_PASSWORD is set but no process reads it',
    );
    const noRedis = text.replace('REDIS_URL: redis://redis:6379', 'REDIS_URLS: redis://redis:6379');
    expect(composeProblems(parseCompose(noRedis), DEPLOY)).toEqual(
      expect.arrayContaining([
        'worker-pdf: REDIS_URLS is set but no process reads it',
        'worker-pdf: REDIS_URL is required but not set',
      ]),
    );
  });

  it("reports a service on another role's image, and an image built from another target", () => {
    const zipOnWorker = parseCompose(text);
    (services(zipOnWorker)['worker-zip'] as { image?: string }).image = 'values-system-worker:1.0.0';
    expect(composeProblems(zipOnWorker, DEPLOY)).toEqual([
      'worker-zip: runs values-system-worker:1.0.0, but its command needs the values-system-worker-pdf image',
      'worker-zip: builds the worker-pdf target into values-system-worker:1.0.0',
    ]);
  });

  it('reports a queue served twice, one served nowhere, and an unknown queue', () => {
    const twice = text.replace('"--queues", "pdf"]', '"--queues", "email"]');
    expect(composeProblems(parseCompose(twice), DEPLOY)).toEqual([
      `worker-pdf: runs ${services(text)['worker-pdf']?.image}, but its command needs the values-system-worker image`,
      'the email queue is served by 2 worker services, not 1',
      'the pdf queue is served by 0 worker services, not 1',
    ]);
    const unknown = text.replace('"--queues", "zip"]', '"--queues", "zips"]');
    expect(composeProblems(parseCompose(unknown), DEPLOY).join('\n')).toMatch(
      /worker-zip: Unknown queue "zips"/,
    );
  });
});

describe('deploy/kubernetes', () => {
  const temporary: string[] = [];
  afterAll(async () => {
    for (const dir of temporary) await rm(dir, { recursive: true, force: true });
  });

  /** An overlay of the base in a temporary directory, with this kustomization body. */
  const overlayWith = async (body: string): Promise<string> => {
    const dir = await mkdtemp(join(tmpdir(), 'vs-overlay-'));
    temporary.push(dir);
    await writeFile(
      join(dir, 'kustomization.yaml'),
      `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - ${BASE}\n${body}`,
    );
    return dir;
  };

  it.each([
    ['base', BASE],
    ['overlays/example', OVERLAY],
  ])(
    '%s builds, every object conforms to its OpenAPI schema, and the references hold',
    async (_name, dir) => {
      const manifests = await buildKustomization(dir);
      expect(manifests.map(idOf).sort()).toEqual([
        'ConfigMap/values-config',
        'Deployment/values-api',
        'Deployment/values-worker-email',
        'Deployment/values-worker-pdf',
        'Deployment/values-worker-zip',
        'HorizontalPodAutoscaler/values-api',
        'Ingress/values',
        'Job/values-migrate',
        'PodDisruptionBudget/values-api',
        'PrometheusRule/values-alerts',
        'ScaledObject/values-worker-email',
        'ScaledObject/values-worker-pdf',
        'ScaledObject/values-worker-zip',
        'Secret/values-keda-redis',
        'Secret/values-secrets',
        'Service/values-api',
        'TriggerAuthentication/values-redis',
      ]);
      expect(schemaErrors(manifests)).toEqual([]);
      expect(kubernetesProblems(manifests)).toEqual([]);
    },
  );

  it("the admin command's example Job conforms and holds beside the base", async () => {
    const job = parseManifests(read('kubernetes', 'admin-job.example.yaml'), 'admin-job.example.yaml');
    expect(job.map(idOf)).toEqual(['Job/values-admin']);
    const manifests = [...(await buildKustomization(BASE)), ...job];
    expect(schemaErrors(manifests)).toEqual([]);
    expect(kubernetesProblems(manifests)).toEqual([]);
    const noUrl = changing(manifests, 'ConfigMap/values-config', (copy) => {
      delete (copy as unknown as { data: Record<string, string> }).data.PUBLIC_URL;
    });
    expect(kubernetesProblems(noUrl)).toContain(
      'Job/values-admin container admin: PUBLIC_URL is required but not set',
    );
  });

  it("applies the example overlay's namespace, image, replicas and patches", async () => {
    const manifests = await buildKustomization(OVERLAY);
    expect(new Set(manifests.map((manifest) => manifest.metadata.namespace))).toEqual(new Set(['values']));
    const images = manifests
      .filter((manifest) => manifest.kind === 'Deployment' || manifest.kind === 'Job')
      .flatMap((manifest) => (manifest as unknown as Pod).spec.template.spec.containers.map((c) => c.image));
    expect(new Set(images)).toEqual(
      new Set([
        'registry.example.com/values-system-api:1.0.0',
        'registry.example.com/values-system-worker:1.0.0',
        'registry.example.com/values-system-worker-pdf:1.0.0',
      ]),
    );
    expect(find(manifests, 'Deployment/values-api').spec).toMatchObject({ replicas: 3 });
    expect(find(manifests, 'Ingress/values').spec).toMatchObject({
      rules: [{ host: 'values.acme.example' }],
      tls: [{ hosts: ['values.acme.example'], secretName: 'values-acme-tls' }],
    });
    expect(find(manifests, 'ConfigMap/values-config').data).toMatchObject({
      PUBLIC_URL: 'https://values.acme.example',
    });
  });

  it('scales each worker kind on its BullMQ wait list', async () => {
    const manifests = await buildKustomization(BASE);
    const lists = manifests
      .filter((manifest) => manifest.kind === 'ScaledObject')
      .map(
        (manifest) =>
          (manifest.spec as { triggers: { metadata: { listName: string } }[] }).triggers[0]?.metadata
            .listName,
      );
    expect(lists).toEqual(['vs:email:wait', 'vs:pdf:wait', 'vs:zip:wait']);
  });

  it('rejects objects that break their schema, and kinds it has no schema for', async () => {
    const manifests = await buildKustomization(BASE);
    const replicas = changing(manifests, 'Deployment/values-api', (copy) => {
      (copy.spec as { replicas: unknown }).replicas = 'two';
    });
    const noTarget = changing(manifests, 'ScaledObject/values-worker-pdf', (copy) => {
      delete (copy.spec as { scaleTargetRef?: unknown }).scaleTargetRef;
    });
    const noContainers = changing(manifests, 'Job/values-migrate', (copy) => {
      delete (copy as unknown as { spec: { template: { spec: { containers?: unknown } } } }).spec.template
        .spec.containers;
    });
    expect(schemaErrors(replicas)).toEqual(['Deployment/values-api: data/spec/replicas must be integer']);
    expect(schemaErrors(noTarget)).toEqual([
      'ScaledObject/values-worker-pdf: data/spec must have required property scaleTargetRef',
    ]);
    expect(schemaErrors(noContainers)).toEqual([
      'Job/values-migrate: data/spec/template/spec must have required property containers',
    ]);
    expect(() =>
      validateManifest({ apiVersion: 'apps/v1', kind: 'StatefulSet', metadata: { name: 'x' } }),
    ).toThrow('StatefulSet/x: no schema for apps/v1 StatefulSet');
  });

  it('rejects a field its schema does not know: a misspelt resources', async () => {
    const manifests = await buildKustomization(BASE);
    const typo = changing(manifests, 'Deployment/values-api', (copy) => {
      const container = (
        copy as unknown as { spec: { template: { spec: { containers: Record<string, unknown>[] } } } }
      ).spec.template.spec.containers[0] as Record<string, unknown>;
      container.resource = container.resources;
      delete container.resources;
    });
    expect(schemaErrors(typo)).toEqual([
      'Deployment/values-api: unknown field spec.template.spec.containers.0.resource',
    ]);
  });

  it("reports a variable no process reads, a required one missing, and KEDA's secret out of reach", async () => {
    const manifests = await buildKustomization(BASE);
    const secrets = (copy: Manifest) =>
      (copy as unknown as { stringData: Record<string, string> }).stringData;
    const leaked = changing(manifests, 'Secret/values-secrets', (copy) => {
      secrets(copy).REDIS_PASSWORD = 'change-me';
      delete secrets(copy).SMTP_URL;
    });
    expect(kubernetesProblems(leaked)).toEqual(
      expect.arrayContaining([
        'Deployment/values-api container api: REDIS_PASSWORD is set but no process reads it',
        'Deployment/values-api container api: SMTP_URL is required but not set',
        'Job/values-migrate container migrate: REDIS_PASSWORD is set but no process reads it',
      ]),
    );
    expect(kubernetesProblems(leaked).join('\n')).not.toMatch(/values-migrate.*SMTP_URL/);
    const noKey = changing(manifests, 'Secret/values-keda-redis', (copy) => {
      delete secrets(copy).REDIS_PASSWORD;
    });
    expect(kubernetesProblems(noKey)).toEqual([
      'TriggerAuthentication/values-redis: Secret/values-keda-redis has no key REDIS_PASSWORD',
    ]);
  });

  it("reports a wrong wait list, a grace period shorter than the shutdown, another role's image and a missing reference", async () => {
    const manifests = await buildKustomization(BASE);
    const wrongList = changing(manifests, 'ScaledObject/values-worker-pdf', (copy) => {
      const trigger = { type: 'redis', metadata: { listName: 'bull:pdf:wait', listLength: '4' } };
      (copy.spec as { triggers: unknown[] }).triggers = [
        { ...trigger, authenticationRef: { name: 'values-redis' } },
      ];
    });
    expect(kubernetesProblems(wrongList)).toEqual([
      'ScaledObject/values-worker-pdf: a trigger is not a redis wait list of vs:pdf:wait',
    ]);
    const shortGrace = changing(manifests, 'Deployment/values-api', (copy) => {
      (copy as unknown as Pod).spec.template.spec.terminationGracePeriodSeconds = 30;
    });
    expect(kubernetesProblems(shortGrace)).toEqual([
      'Deployment/values-api: terminationGracePeriodSeconds must exceed 40 (SHUTDOWN_SECONDS and preStop)',
    ]);
    const pdfOnApi = changing(manifests, 'Deployment/values-worker-pdf', (copy) => {
      const [container] = (copy as unknown as Pod).spec.template.spec.containers;
      if (container) container.image = 'values-system-api';
    });
    expect(kubernetesProblems(pdfOnApi)).toEqual([
      'Deployment/values-worker-pdf container worker: runs values-system-api, but its command needs the values-system-worker-pdf image',
    ]);
    const noSecret = manifests.filter((manifest) => manifest.kind !== 'Secret');
    expect(kubernetesProblems(noSecret)).toContain(
      'Deployment/values-api: envFrom names Secret/values-secrets, which is not defined',
    );
  });

  it('refuses an overlay whose patch misses its path or target, or which uses a field it cannot apply', async () => {
    const missingPath = await overlayWith(
      'patches:\n  - target: { kind: Ingress, name: values }\n    patch: |-\n      - { op: replace, path: /spec/rules/0/hostname, value: x }\n',
    );
    await expect(buildKustomization(missingPath)).rejects.toThrow(/hostname/);
    const missingTarget = await overlayWith(
      'patches:\n  - target: { kind: Ingress, name: web }\n    patch: |-\n      - { op: remove, path: /spec/tls }\n',
    );
    await expect(buildKustomization(missingTarget)).rejects.toThrow(
      'patch target Ingress/web matches nothing',
    );
    const unsupported = await overlayWith('configMapGenerator:\n  - name: extra\n');
    await expect(buildKustomization(unsupported)).rejects.toThrow(/configMapGenerator/);
  });
});
