import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exportedSeries } from './validate/metric-names.ts';
import { parsePromql } from './validate/promql.ts';

const DEPLOY = import.meta.dirname;
const read = (...path: string[]) => readFileSync(join(DEPLOY, ...path), 'utf8');

interface Rule {
  readonly alert: string;
  readonly expr: string;
  readonly for?: string;
  readonly labels: { readonly severity: string };
  readonly annotations: { readonly summary: string; readonly description: string };
}
interface RuleGroup {
  readonly name: string;
  readonly rules: readonly Rule[];
}
interface Panel {
  readonly id: number;
  readonly type: string;
  readonly title: string;
  readonly targets?: readonly { readonly expr: string; readonly refId: string }[];
}

const rules = parse(read('monitoring', 'alerts.yaml')) as { groups: RuleGroup[] };
const dashboard = JSON.parse(read('monitoring', 'grafana-dashboard.json')) as {
  uid: string;
  panels: Panel[];
};
const expressions: [string, string][] = [
  ...rules.groups.flatMap((group) =>
    group.rules.map((rule): [string, string] => [`alert ${rule.alert}`, rule.expr]),
  ),
  ...dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target): [string, string] => [
      `panel "${panel.title}" ${target.refId}`,
      target.expr,
    ]),
  ),
];

/** Problems of a set of expressions: parse errors, and metrics no process exports. */
const problemsOf = (named: readonly [string, string][], exported: ReadonlySet<string>): string[] =>
  named.flatMap(([where, expression]) => {
    const parsed = parsePromql(expression);
    return [
      ...parsed.errors.map((error) => `${where}: ${error}`),
      ...parsed.metrics
        .filter((metric) => !exported.has(metric))
        .map((metric) => `${where}: no process exports ${metric}`),
    ];
  });

describe('deploy/monitoring', () => {
  it('has the alerts the issue asks for, each with a severity, a summary and what to look at', () => {
    const alerts = rules.groups.flatMap((group) => group.rules);
    expect(alerts.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'ValuesApiErrorRatio',
        'ValuesApiLatencyP99',
        'ValuesOutboxBacklogOld',
        'ValuesQueueNotDraining',
        'ValuesWorkerNotReady',
        'ValuesLifecycleUnserved',
        'ValuesEmailFailures',
      ]),
    );
    for (const rule of alerts) {
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length, rule.alert).toBeGreaterThan(10);
      expect(rule.annotations.description.length, rule.alert).toBeGreaterThan(10);
      if (rule.for !== undefined) expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
    }
  });

  it('every expression of the rules and the dashboard parses, and names only metrics the processes export', async () => {
    expect(expressions.length).toBeGreaterThan(25);
    expect(problemsOf(expressions, await exportedSeries())).toEqual([]);
  });

  it('reports an expression that does not parse and a metric nobody exports', async () => {
    const exported = await exportedSeries();
    expect(exported).toContain('vs_http_request_duration_seconds_bucket');
    expect(exported).toContain('vs_queue_jobs');
    expect(
      problemsOf(
        [
          ['broken', 'sum(rate(vs_outbox_backlog[5m])'],
          ['misnamed', 'rate(vs_jobs_complete_total[5m])'],
        ],
        exported,
      ),
    ).toEqual(['broken: cannot parse at 31: (end)', 'misnamed: no process exports vs_jobs_complete_total']);
  });

  it('the PrometheusRule of the kustomize base carries exactly the plain rules file', () => {
    const rule = parse(read('kubernetes', 'base', 'monitoring.yaml')) as {
      kind: string;
      spec: { groups: unknown };
    };
    expect(rule.kind).toBe('PrometheusRule');
    expect(rule.spec.groups).toEqual(rules.groups);
  });

  it('the dashboard has unique panel ids and a query for each part the issue names', () => {
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    const titles = dashboard.panels.map((panel) => panel.title).join('\n');
    for (const part of [
      /Requests per second/,
      /5xx/,
      /p99 by route/,
      /Saves per second/,
      /Sign-ins/,
      /Outbox/,
      /by queue and outcome/,
      /PDF and zip duration/,
      /ready/,
    ]) {
      expect(titles).toMatch(part);
    }
  });
});
