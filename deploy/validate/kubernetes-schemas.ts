import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1/TriggerAuthentication';
import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { idOf, type Manifest } from './manifest.ts';
import { unknownFields } from './unknown-fields.ts';

type Validate = (manifest: Manifest) => void;

/** A model's validation: its JSON schema, generated from the Kubernetes (or KEDA) OpenAPI schema. */
const by =
  <T>(Model: new (data: T) => { validate(): void }): Validate =>
  (manifest) =>
    new Model(manifest as T).validate();

/** Every apiVersion and kind deploy/kubernetes uses; any other is an error, never a pass. */
const VALIDATORS: Readonly<Record<string, Validate>> = {
  'v1/ConfigMap': by(ConfigMap),
  'v1/Secret': by(Secret),
  'v1/Service': by(Service),
  'apps/v1/Deployment': by(Deployment),
  'batch/v1/Job': by(Job),
  'autoscaling/v2/HorizontalPodAutoscaler': by(HorizontalPodAutoscaler),
  'policy/v1/PodDisruptionBudget': by(PodDisruptionBudget),
  'networking.k8s.io/v1/Ingress': by(Ingress),
  'keda.sh/v1alpha1/ScaledObject': by(ScaledObject),
  'keda.sh/v1alpha1/TriggerAuthentication': by(TriggerAuthentication),
  'monitoring.coreos.com/v1/PrometheusRule': by(PrometheusRule),
};

/**
 * Validates one object against its kind's OpenAPI schema (kubernetes-models, @kubernetes-models/keda, @kubernetes-models/prometheus-operator),
 * then refuses fields the schema does not know (a misspelt `resource:` would otherwise pass and the
 * pod run without limits); throws with the object's id and the complaints.
 */
export const validateManifest = (manifest: Manifest): void => {
  const validate = VALIDATORS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!validate) throw new Error(`${idOf(manifest)}: no schema for ${manifest.apiVersion} ${manifest.kind}`);
  try {
    validate(manifest);
    const unknown = unknownFields(validate, manifest);
    if (unknown.length > 0) throw new Error(`unknown field ${unknown.join(', unknown field ')}`);
  } catch (error) {
    throw new Error(`${idOf(manifest)}: ${error instanceof Error ? error.message : String(error)}`);
  }
};
