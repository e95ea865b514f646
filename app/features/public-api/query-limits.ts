import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

// Limits every public query is validated against before it runs, so one
// request cannot ask for unbounded work: how deep its selections nest
// (fragments followed) and how many fields it selects in all (aliases
// multiply a field). Page sizes are bounded by the resolvers (≤ 100).

/** The standard introspection query (GraphiQL, code generators) nests 13 levels. */
export const MAX_DEPTH = 15;
export const MAX_FIELDS = 300;

/** Depth and field count of a selection set, fragments expanded (a fragment cycle is refused by graphql-js's own rules). */
function measure(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  seen: ReadonlySet<string>,
): { depth: number; fields: number } {
  let deepest = depth;
  let fields = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      fields++;
      if (selection.selectionSet) {
        const inner = measure(selection.selectionSet, fragments, depth + 1, seen);
        deepest = Math.max(deepest, inner.depth);
        fields += inner.fields;
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = measure(selection.selectionSet, fragments, depth, seen);
      deepest = Math.max(deepest, inner.depth);
      fields += inner.fields;
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue;
      const inner = measure(fragment.selectionSet, fragments, depth, new Set([...seen, name]));
      deepest = Math.max(deepest, inner.depth);
      fields += inner.fields;
    }
  }
  return { depth: deepest, fields };
}

/** A validation rule: refuses an operation deeper than MAX_DEPTH or selecting more than MAX_FIELDS fields. */
export function queryLimits(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const definition of context.getDocument().definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
      }
      const { depth, fields } = measure(node.selectionSet, fragments, 1, new Set());
      if (depth > MAX_DEPTH) {
        context.reportError(
          new GraphQLError(`The query nests ${depth} levels deep; at most ${MAX_DEPTH} are answered.`, { nodes: node }),
        );
      }
      if (fields > MAX_FIELDS) {
        context.reportError(
          new GraphQLError(`The query selects ${fields} fields; at most ${MAX_FIELDS} are answered.`, { nodes: node }),
        );
      }
    },
  };
}
