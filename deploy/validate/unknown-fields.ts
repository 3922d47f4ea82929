/** Values no typed field accepts both of: a field that takes both is untyped (or unknown). */
const PROBES: readonly unknown[] = [true, 0.5];

/** A JSON pointer segment, as ajv writes `instancePath`. */
const pointerSegment = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');

const instancePathsOf = <T>(validate: (object: T) => void, object: T): string[] => {
  try {
    validate(object);
    return [];
  } catch (error) {
    const errors = (error as { errors?: { instancePath: string }[] }).errors ?? [];
    return errors.map((entry) => entry.instancePath);
  }
};

const withValueAt = <T>(object: T, path: readonly string[], value: unknown): T => {
  const copy = structuredClone(object);
  let parent = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[path[path.length - 1] as string] = value;
  return copy;
};

/**
 * The fields of a schema-valid object (`validate` throws kubernetes-models' error with ajv's `errors`) its schema does not know. The precompiled schemas of
 * kubernetes-models allow any extra field (Kubernetes' OpenAPI has no additionalProperties:
 * false), so each field is probed: given a value of a wrong type, a known field makes validation
 * fail at its path; an unknown one (`resource:` for `resources:`) is accepted whatever it holds.
 * Map entries (labels, ConfigMap data) are typed by their map, so they count as known. Returns
 * dotted paths, e.g. `spec.template.spec.containers.0.resource`.
 */
export const unknownFields = <T>(validate: (object: T) => void, object: T): string[] => {
  const found: string[] = [];
  const visit = (value: unknown, path: string[]): void => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, key];
      const pointer = `/${childPath.map(pointerSegment).join('/')}`;
      const known = PROBES.some((probe) =>
        instancePathsOf(validate, withValueAt(object, childPath, probe)).some(
          (at) => at === pointer || at.startsWith(`${pointer}/`),
        ),
      );
      if (known) visit(child, childPath);
      else found.push(childPath.join('.'));
    }
  };
  visit(object, []);
  return found;
};
