import ts from 'typescript';

/**
 * The props (JSX attributes, keys of an object of props, defaults of destructured props) whose
 * text people read, besides any name ending in `Label` (`closeLabel`, `submitLabel`): a string
 * literal there is a sentence outside the catalogues.
 */
export const USER_FACING_PROPS: ReadonlySet<string> = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'cancelLabel',
  'caption',
  'confirmLabel',
  'description',
  'emptyText',
  'heading',
  'helpText',
  'hint',
  'label',
  'legend',
  'placeholder',
  'subtitle',
  'message',
  'text',
  'summary',
  'title',
]);

/**
 * Texts with letters that are no words to translate. Each says why. Texts without letters ("—",
 * "×", "%", "0–100") are never findings.
 */
export const ALLOWED_TEXTS: ReadonlySet<string> = new Set([
  // The product's name, shown when the runtime config that may rename it cannot be loaded.
  'Values System',
  // A unit symbol, the same in every shipped language.
  'KB',
  'MB',
]);

export interface Finding {
  readonly file: string;
  readonly line: number;
  /** Where it stands: `text` for JSX text, else the prop's name. */
  readonly where: string;
  readonly text: string;
}

const LETTER = /\p{L}/u;
/** A kebab-case key (`driver-desc`): data naming a field, not words. */
const KEY = /^[a-z0-9]+(-[a-z0-9]+)+$/;

const isWords = (text: string): boolean => {
  const trimmed = text.trim();
  return LETTER.test(trimmed) && !KEY.test(trimmed) && !ALLOWED_TEXTS.has(trimmed);
};

const isUserFacing = (name: string | null): name is string =>
  name !== null && (USER_FACING_PROPS.has(name) || name.endsWith('Label'));

/** The literal text of a prop's value, when it is written in place (a string or a template). */
const literalText = (node: ts.Node | undefined): string | null => {
  if (node === undefined) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) {
    const texts = [literalText(node.whenTrue), literalText(node.whenFalse)].filter((t) => t !== null);
    return texts.length > 0 ? texts.join(' ') : null;
  }
  return null;
};

const propName = (name: ts.Node): string | null => {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return null;
};

/** A react-intl message descriptor (`{ id, defaultMessage, description }`): its texts are the catalogue's. */
const isMessageDescriptor = (object: ts.ObjectLiteralExpression): boolean => {
  const keys = new Set(object.properties.map((p) => (p.name === undefined ? null : propName(p.name))));
  return keys.has('id') && keys.has('defaultMessage');
};

/** `<FormattedMessage … description="…">`: a note for translators, not shown. */
const isMessageElement = (attribute: ts.JsxAttribute): boolean => {
  const element = attribute.parent.parent;
  return (
    (ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)) &&
    element.tagName.getText() === 'FormattedMessage'
  );
};

/**
 * A prop with its written value: a JSX attribute (not a `FormattedMessage`'s note), a key of an
 * object that is no message descriptor, or the default of a destructured prop.
 */
const propOf = (node: ts.Node): { readonly name: ts.Node; readonly value: ts.Node | undefined } | null => {
  if (ts.isJsxAttribute(node))
    return isMessageElement(node) ? null : { name: node.name, value: node.initializer };
  if (ts.isPropertyAssignment(node))
    return ts.isObjectLiteralExpression(node.parent) && isMessageDescriptor(node.parent)
      ? null
      : { name: node.name, value: node.initializer };
  if (ts.isBindingElement(node)) return { name: node.propertyName ?? node.name, value: node.initializer };
  return null;
};

/** Every text people would read that is written in `source` rather than taken from a catalogue. */
export const findUserFacingLiterals = (file: string, source: string): Finding[] => {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const findings: Finding[] = [];
  const report = (node: ts.Node, where: string, text: string) =>
    findings.push({
      file,
      line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1,
      where,
      text: text.trim().replace(/\s+/g, ' '),
    });
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, 'text', node.text);
    const prop = propOf(node);
    if (prop !== null) {
      const name = propName(prop.name);
      const text = literalText(prop.value);
      if (isUserFacing(name) && text !== null && isWords(text)) report(node, name, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return findings;
};
