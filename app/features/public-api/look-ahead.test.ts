import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  Kind,
  type OperationDefinitionNode,
  parse,
} from "graphql";
import { describe, expect, it } from "vitest";
import { askedFields } from "./look-ahead";

/** The resolve info graphql-js would hand the `products` field of this query. */
function infoOf(query: string, variableValues: Record<string, unknown> = {}): GraphQLResolveInfo {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const event = operation.selectionSet.selections[0] as FieldNode;
  const products = event.selectionSet?.selections.find((s) => s.kind === Kind.FIELD && s.name.value === "products");
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [products as FieldNode], fragments, variableValues } as unknown as GraphQLResolveInfo;
}

describe("askedFields", () => {
  const query = `query($withFacts: Boolean = true) {
    event(eventId: "e") {
      products(first: 100) {
        pageInfo { endCursor }
        nodes {
          productId name
          ...Texts
          ... @include(if: $withFacts) { designation sensory { body } }
          alcohol @skip(if: true)
          producer { name }
        }
      }
    }
  }
  fragment Texts on Product { description vinification }`;

  it("names the fields asked of a page's nodes, through fragments, not their sub-fields nor the page's own", () => {
    expect(askedFields(infoOf(query, { withFacts: true }), ["nodes"])).toEqual(
      new Set(["productId", "name", "description", "vinification", "designation", "sensory", "producer"]),
    );
  });

  it("leaves out what @include and @skip leave out", () => {
    const asked = askedFields(infoOf(query, { withFacts: false }), ["nodes"]);
    expect(asked.has("designation")).toBe(false);
    expect(asked.has("alcohol")).toBe(false);
    expect(asked.has("vinification")).toBe(true);
  });

  it("names the page's own fields with an empty path", () => {
    expect(askedFields(infoOf(query), [])).toEqual(new Set(["pageInfo", "nodes"]));
  });
});
