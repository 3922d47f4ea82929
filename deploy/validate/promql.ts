import { parser } from '@prometheus-io/lezer-promql';

export interface ParsedExpression {
  /** Where the grammar found no way on: empty for a valid expression. */
  readonly errors: readonly string[];
  /** The metric names its vector selectors name. */
  readonly metrics: readonly string[];
}

/** A PromQL expression read with Prometheus' own grammar (@prometheus-io/lezer-promql). */
export const parsePromql = (expression: string): ParsedExpression => {
  const errors: string[] = [];
  const metrics: string[] = [];
  parser.parse(expression).iterate({
    enter: (node) => {
      if (node.type.isError)
        errors.push(
          `cannot parse at ${node.from}: ${expression.slice(node.from, node.from + 20) || '(end)'}`,
        );
      if (node.type.name === 'Identifier' && node.node.parent?.type.name === 'VectorSelector')
        metrics.push(expression.slice(node.from, node.to));
    },
  });
  return { errors, metrics };
};
