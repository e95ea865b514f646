import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode, type ValueNode } from "graphql";

// What a query asks of the items of a page, known before graphql-js asks
// each item's fields: a page can then load what its items need at once
// (product-node.server.ts `preload`) and let every field answer without a
// promise of its own. Fields under @include(if: false) or @skip(if: true)
// are left out; a fragment spread and an inline fragment count as their
// fields.

function directiveIf(value: ValueNode | undefined, variables: Record<string, unknown>): boolean {
  if (!value) return true;
  if (value.kind === Kind.BOOLEAN) return value.value;
  if (value.kind === Kind.VARIABLE) return variables[value.name.value] !== false;
  return true;
}

function included(
  node: {
    directives?: readonly {
      name: { value: string };
      arguments?: readonly { name: { value: string }; value: ValueNode }[];
    }[];
  },
  variables: Record<string, unknown>,
): boolean {
  for (const directive of node.directives ?? []) {
    const condition = directiveIf(directive.arguments?.find((a) => a.name.value === "if")?.value, variables);
    if (directive.name.value === "include" && !condition) return false;
    if (directive.name.value === "skip" && condition) return false;
  }
  return true;
}

function collect(set: SelectionSetNode | undefined, info: GraphQLResolveInfo, into: Set<string>, path: string[]): void {
  for (const selection of set?.selections ?? []) {
    if (!included(selection, info.variableValues)) continue;
    if (selection.kind === Kind.FIELD) {
      if (path.length === 0) into.add(selection.name.value);
      else if (selection.name.value === path[0]) collect(selection.selectionSet, info, into, path.slice(1));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collect(selection.selectionSet, info, into, path);
    } else {
      collect(info.fragments[selection.name.value]?.selectionSet, info, into, path);
    }
  }
}

/** The names of the fields asked for under `path` of the field being resolved (e.g. ["nodes"] of a page). */
export function askedFields(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const field of info.fieldNodes as readonly FieldNode[]) collect(field.selectionSet, info, out, [...path]);
  return out;
}
