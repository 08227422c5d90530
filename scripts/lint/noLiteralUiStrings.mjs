/**
 * ESLint rule `i18n/no-literal-ui-strings`: a component may not render a literal user-facing
 * string. Text between tags, strings in `{…}` children (including both sides of `?:`, `&&`,
 * `??` and template literals) and the human-read attributes (aria-label, title, placeholder,
 * alt, label …) must come from the catalogue (`src/i18n/`). A string counts as user-facing when
 * it holds a letter; punctuation, digits and symbols (`·`, `%`, `#`) may stay literal.
 */
const HUMAN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
  'heading',
  'description',
  'message',
  'caption',
  'summary',
]);

const LETTER = /\p{L}/u;

function hasLetter(text) {
  return LETTER.test(text);
}

/** Every string literal an expression can evaluate to (as text), through ?:, &&, ||, ?? and templates. */
function literalStrings(node, found = []) {
  if (!node) return found;
  switch (node.type) {
    case 'Literal':
      if (typeof node.value === 'string') found.push({ node, text: node.value });
      break;
    case 'TemplateLiteral':
      for (const quasi of node.quasis) found.push({ node: quasi, text: quasi.value.cooked ?? '' });
      for (const expression of node.expressions) literalStrings(expression, found);
      break;
    case 'ConditionalExpression':
      literalStrings(node.consequent, found);
      literalStrings(node.alternate, found);
      break;
    case 'LogicalExpression':
      literalStrings(node.right, found);
      if (node.operator !== '&&') literalStrings(node.left, found);
      break;
    case 'TSAsExpression':
    case 'TSNonNullExpression':
      literalStrings(node.expression, found);
      break;
    default:
      break;
  }
  return found;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text in JSX comes from the message catalogue.' },
    messages: {
      literal:
        'Literal user-facing text "{{text}}": put it in the catalogue (src/i18n/messages/en.ts) and render it with t().',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasLetter(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent?.type === 'JSXAttribute') {
          const name = parent.name.type === 'JSXIdentifier' ? parent.name.name : '';
          if (!HUMAN_ATTRIBUTES.has(name)) return;
        } else if (parent?.type !== 'JSXElement' && parent?.type !== 'JSXFragment') {
          return;
        }
        for (const { node: literal, text } of literalStrings(node.expression)) {
          if (hasLetter(text)) report(literal, text);
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!HUMAN_ATTRIBUTES.has(name)) return;
        if (
          node.value?.type === 'Literal' &&
          typeof node.value.value === 'string' &&
          hasLetter(node.value.value)
        ) {
          report(node.value, node.value.value);
        }
      },
    };
  },
};

export default { rules: { 'no-literal-ui-strings': rule } };
