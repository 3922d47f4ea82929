import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as read from YAML: its type, its name, and the rest untyped until validated. */
export interface Manifest {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: {
    readonly name: string;
    readonly namespace?: string;
    readonly [field: string]: unknown;
  };
  readonly [field: string]: unknown;
}

const isManifest = (value: unknown): value is Manifest => {
  if (typeof value !== 'object' || value === null) return false;
  const { apiVersion, kind, metadata } = value as Record<string, unknown>;
  return (
    typeof apiVersion === 'string' &&
    typeof kind === 'string' &&
    typeof metadata === 'object' &&
    metadata !== null &&
    typeof (metadata as Record<string, unknown>).name === 'string'
  );
};

/** `kind/name`, how kustomize and kubectl name an object. */
export const idOf = (manifest: Manifest): string => `${manifest.kind}/${manifest.metadata.name}`;

/**
 * Every object of a (multi-document) YAML file; a YAML error, or a document that is no Kubernetes
 * object (no apiVersion, kind or metadata.name), is an error naming the file.
 */
export const parseManifests = (text: string, source: string): Manifest[] =>
  parseAllDocuments(text).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${source}: ${document.errors[0]?.message}`);
    const value: unknown = document.toJS();
    if (value === null || value === undefined) return [];
    if (!isManifest(value))
      throw new Error(`${source}: a document without apiVersion, kind or metadata.name`);
    return [value];
  });
