import ts from "typescript";

// One word per concept (docs/CODE_STYLE.md "Names"): the table there names
// each concept's word in code and the words not to use for it; this finds
// those words in the names our code declares and in file and folder names.
// User-visible text, message keys and string literals are not names: a
// string is never read.

export interface VocabularyRow {
  concept: string;
  inCode: string;
  /** Each a list of lower-case words: ["back", "office"] for "back office". */
  offWords: string[][];
}

const COLUMNS = { concept: "concept", inCode: "word in code", offWords: "words not to use" } as const;

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
}

/** The vocabulary table of a markdown page: the first table under its "Names" heading. */
export function readVocabulary(markdown: string): VocabularyRow[] {
  const section = /^##[ \t]+Names[ \t]*$([\s\S]*?)(?=^##[ \t]|(?![\s\S]))/m.exec(markdown)?.[1] ?? "";
  const table = section.split("\n").filter((line) => line.trim().startsWith("|"));
  if (table.length < 3) throw new Error('No vocabulary table under "## Names"');
  const header = cells(table[0]).map((cell) => cell.toLowerCase());
  const at = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`The vocabulary table has no column "${name}"`);
    return index;
  };
  const [concept, inCode, offWords] = [at(COLUMNS.concept), at(COLUMNS.inCode), at(COLUMNS.offWords)];
  return table.slice(2).map((line) => {
    const row = cells(line);
    return { concept: row[concept], inCode: row[inCode], offWords: parseOffWords(row[offWords] ?? "") };
  });
}

/** "bookmark, favourite; back office (…)" → [["bookmark"], ["favourite"], ["back", "office"]]. */
function parseOffWords(cell: string): string[][] {
  return cell
    .replace(/\([^)]*\)/g, "")
    .split(/[,;]/)
    .map((words) =>
      words
        .replace(/[`"*—–]/g, " ")
        .trim()
        .toLowerCase(),
    )
    .filter((words) => words !== "")
    .map((words) => words.split(/[\s-]+/));
}

/** The lower-case words of a name: camelCase, PascalCase, snake_case, kebab-case, dotted. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const ENDINGS = ["", "s", "es", "ed", "er", "ers", "ing"];
const LONGEST = 3;
const formsCache = new WeakMap<readonly VocabularyRow[], Map<string, string>>();

/** Every form of every off word ("bookmarkers", "back offices", "backoffice"), to the word as the table writes it. */
function formsOf(rows: readonly VocabularyRow[]): Map<string, string> {
  let forms = formsCache.get(rows);
  if (!forms) {
    forms = new Map();
    for (const off of rows.flatMap((row) => row.offWords)) {
      if (off.length > LONGEST) throw new Error(`"${off.join(" ")}": at most ${LONGEST} words`);
      for (const ending of ENDINGS) {
        forms.set(`${off.join(" ")}${ending}`, off.join(" "));
        forms.set(`${off.join("")}${ending}`, off.join(" "));
      }
    }
    formsCache.set(rows, forms);
  }
  return forms;
}

/** The off-vocabulary words (as the table writes them) that a name uses, in any of their forms. */
export function offWordsIn(name: string, rows: readonly VocabularyRow[]): string[] {
  const forms = formsOf(rows);
  const words = wordsOf(name);
  const found = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + LONGEST); end++) {
      const off = forms.get(words.slice(start, end).join(" "));
      if (off !== undefined) found.add(off);
    }
  }
  return [...found];
}

export interface DeclaredName {
  name: string;
  line: number;
}

/**
 * The names a module declares: functions, classes, interfaces, types, enums
 * and their members, variables, parameters, properties and methods, object
 * literals' keys, renamed destructured bindings. Not the keys of the values
 * a message is filled with (`t("key", { count })`): the message's text in
 * locales/ names them.
 */
export function declaredNames(file: string, text: string): DeclaredName[] {
  const kind = /\.[cm]?jsx?$/.test(file) ? ts.ScriptKind.JSX : ts.ScriptKind.TSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const names: DeclaredName[] = [];
  const add = (name: ts.Node) => {
    if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) {
      names.push({ name: name.text, line: source.getLineAndCharacterOfPosition(name.getStart(source)).line + 1 });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isMessageCall(node)) {
      visit(node.expression);
      for (const argument of node.arguments) if (!ts.isObjectLiteralExpression(argument)) visit(argument);
      return;
    }
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isClassDeclaration(node) ||
      ts.isClassExpression(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isEnumDeclaration(node) ||
      ts.isEnumMember(node) ||
      ts.isModuleDeclaration(node) ||
      ts.isVariableDeclaration(node) ||
      ts.isParameter(node) ||
      ts.isPropertySignature(node) ||
      ts.isPropertyDeclaration(node) ||
      ts.isPropertyAssignment(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isMethodSignature(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node) ||
      (ts.isBindingElement(node) && node.propertyName !== undefined)
    ) {
      if (node.name) add(node.name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** `t(…)` or `something.t(…)`. */
function isMessageCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  const name = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
  return ts.isIdentifier(name) && name.text === "t";
}
