import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { applyPatch, type Operation } from 'fast-json-patch';
import { parse } from 'yaml';
import { z } from 'zod';
import { idOf, type Manifest, parseManifests } from './manifest.ts';

/**
 * The part of kustomize's Kustomization that deploy/kubernetes uses. Anything else is refused
 * (`strict`), so a field this resolver does not apply can never be ignored in silence.
 */
const kustomizationSchema = z
  .object({
    apiVersion: z.literal('kustomize.config.k8s.io/v1beta1'),
    kind: z.literal('Kustomization'),
    namespace: z.string().min(1).optional(),
    resources: z.array(z.string().min(1)).default([]),
    images: z
      .array(
        z
          .object({
            name: z.string().min(1),
            newName: z.string().min(1).optional(),
            newTag: z.string().min(1),
          })
          .strict(),
      )
      .default([]),
    replicas: z
      .array(z.object({ name: z.string().min(1), count: z.number().int().min(0) }).strict())
      .default([]),
    // JSON 6902 patches (RFC 6902 operations in YAML) on one object each.
    patches: z
      .array(
        z
          .object({
            target: z.object({ kind: z.string().min(1), name: z.string().min(1) }).strict(),
            patch: z.string().min(1),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

type Kustomization = z.infer<typeof kustomizationSchema>;

/** Kinds whose objects carry a pod template at spec.template.spec. */
const POD_TEMPLATE_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job']);

const readKustomization = async (dir: string): Promise<Kustomization> => {
  const path = join(dir, 'kustomization.yaml');
  const result = kustomizationSchema.safeParse(parse(await readFile(path, 'utf8')));
  if (!result.success) throw new Error(`${path}: ${z.prettifyError(result.error)}`);
  return result.data;
};

const applyPatches = (manifests: Manifest[], kustomization: Kustomization): Manifest[] =>
  kustomization.patches.reduce((current, { target, patch }) => {
    const id = `${target.kind}/${target.name}`;
    if (!current.some((manifest) => idOf(manifest) === id))
      throw new Error(`patch target ${id} matches nothing`);
    const operations = parse(patch) as Operation[];
    return current.map((manifest) =>
      idOf(manifest) === id
        ? // Validated operations: a path that does not exist fails instead of being skipped.
          (applyPatch(structuredClone(manifest), operations, true, false).newDocument as Manifest)
        : manifest,
    );
  }, manifests);

const setReplicas = (manifests: Manifest[], kustomization: Kustomization): Manifest[] =>
  kustomization.replicas.reduce((current, { name, count }) => {
    const id = `Deployment/${name}`;
    if (!current.some((manifest) => idOf(manifest) === id)) throw new Error(`replicas: no ${id}`);
    return current.map((manifest) =>
      idOf(manifest) === id
        ? { ...manifest, spec: { ...(manifest.spec as Record<string, unknown>), replicas: count } }
        : manifest,
    );
  }, manifests);

interface ContainerImage {
  image?: string;
}

/** The image's name without its tag or digest: what kustomize's `images` entries match. */
const imageName = (image: string): string => image.replace(/@.*$/, '').replace(/:[^/:]+$/, '');

const setImages = (manifests: Manifest[], kustomization: Kustomization): Manifest[] => {
  const result = structuredClone(manifests);
  for (const { name, newName, newTag } of kustomization.images) {
    let used = false;
    for (const manifest of result.filter((m) => POD_TEMPLATE_KINDS.has(m.kind))) {
      const pod = (manifest.spec as { template?: { spec?: Record<string, unknown> } }).template?.spec ?? {};
      for (const container of [pod.containers, pod.initContainers].flat() as (ContainerImage | undefined)[]) {
        if (container?.image === undefined || imageName(container.image) !== name) continue;
        container.image = `${newName ?? name}:${newTag}`;
        used = true;
      }
    }
    if (!used) throw new Error(`images: no container runs ${name}`);
  }
  return result;
};

const setNamespace = (manifests: Manifest[], namespace: string | undefined): Manifest[] =>
  namespace === undefined
    ? manifests
    : manifests.map((manifest) => ({ ...manifest, metadata: { ...manifest.metadata, namespace } }));

/**
 * What `kubectl kustomize <dir>` prints, for the subset of kustomize that deploy/kubernetes uses
 * (no kustomize binary is installable here): resources (files and kustomization directories),
 * JSON 6902 patches, replicas, images and namespace (every object here is namespaced). Two
 * objects of one kind and name are an error, as in kustomize.
 */
export const buildKustomization = async (dir: string): Promise<Manifest[]> => {
  const kustomization = await readKustomization(dir);
  const loaded: Manifest[] = [];
  for (const resource of kustomization.resources) {
    const path = resolve(dir, resource);
    loaded.push(
      ...((await stat(path)).isDirectory()
        ? await buildKustomization(path)
        : parseManifests(await readFile(path, 'utf8'), path)),
    );
  }
  const ids = loaded.map(idOf);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate !== undefined) throw new Error(`${dir}: ${duplicate} is defined twice`);
  const patched = applyPatches(loaded, kustomization);
  return setNamespace(setImages(setReplicas(patched, kustomization), kustomization), kustomization.namespace);
};
