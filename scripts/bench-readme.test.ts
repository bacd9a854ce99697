/**
 * README.md's benchmark table is kept by hand: this test fails when a figure that bench/*.ts
 * reports (`report(label, value, unit, target?)`) is not in it, or its target there is not the
 * code's (the comparison and each number of the target), so the two cannot drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

interface Figure {
  where: string;
  /** The label as a pattern: each `${…}` of the code matches a `<…>` placeholder in the README. */
  pattern: RegExp;
  label: string;
  target: { kind: 'max' | 'min' | 'none'; numbers: string[] };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function labelOf(node: ts.Expression): { label: string; pattern: string } | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { label: node.text, pattern: escape(node.text) };
  if (ts.isTemplateExpression(node)) {
    let label = node.head.text;
    let pattern = escape(node.head.text);
    for (const span of node.templateSpans) {
      label += `\${${span.expression.getText()}}${span.literal.text}`;
      pattern += `<[^<>]+>${escape(span.literal.text)}`;
    }
    return { label, pattern };
  }
  return null;
}

function targetOf(node: ts.Expression | undefined): Figure['target'] {
  if (!node || (ts.isIdentifier(node) && node.text === 'undefined')) return { kind: 'none', numbers: [] };
  let kind: 'max' | 'min' | null = null;
  const numbers: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && (n.name.text === 'max' || n.name.text === 'min')) kind = n.name.text;
    // The numbers of the target itself, not those of a condition (`label === 'PGlite' ? … : …`).
    if (ts.isNumericLiteral(n) && !(ts.isBinaryExpression(n.parent) && /=/.test(n.parent.operatorToken.getText()))) numbers.push(String(Number(n.text)));
    ts.forEachChild(n, visit);
  };
  visit(node);
  if (!kind) throw new Error(`a target without max or min: ${node.getText()}`);
  return { kind, numbers };
}

function benchFigures(): Figure[] {
  const figures: Figure[] = [];
  for (const file of fs.readdirSync(path.join(root, 'bench')).filter((f) => f.endsWith('.ts')).sort()) {
    const text = fs.readFileSync(path.join(root, 'bench', file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'report' && node.arguments.length >= 3) {
        const where = `bench/${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const label = labelOf(node.arguments[0]!);
        if (!label) throw new Error(`${where}: a report label that is neither a string nor a template`);
        figures.push({ where, label: label.label, pattern: new RegExp(`^${label.pattern}$`), target: targetOf(node.arguments[3]) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return figures;
}

/** Rows of the table under README.md's `## Benchmarks`: [benchmark, figure, target]. */
function readmeRows(): Array<{ figure: string; target: string }> {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = /^## Benchmarks\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no "## Benchmarks" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(' | ').map((c) => c.replace(/^\|\s*|\s*\|$/g, '').trim());
      return { figure: cells[1]!.replace(/^`|`$/g, ''), target: cells[2]! };
    });
}

describe('README.md benchmark table', () => {
  const figures = benchFigures();
  const rows = readmeRows();

  it('finds the figures the benchmarks report', () => {
    expect(figures.length).toBeGreaterThan(50);
    expect(figures.filter((f) => f.target.kind !== 'none').length).toBeGreaterThan(30);
  });

  it('lists every figure of bench/*.ts with the target the code has', () => {
    const problems: string[] = [];
    for (const f of figures) {
      const row = rows.find((r) => f.pattern.test(r.figure));
      if (!row) {
        problems.push(`${f.where}: '${f.label}' is not in README.md's benchmark table`);
        continue;
      }
      // Numbers in the README may have thousands separators (10,000).
      const target = row.target.replace(/(\d),(?=\d{3})/g, '$1');
      if (f.target.kind === 'none') {
        if (target !== '–') problems.push(`${f.where}: '${f.label}' has no target, README.md says '${row.target}'`);
        continue;
      }
      const sign = f.target.kind === 'max' ? '≤' : '≥';
      const numbers: string[] = target.match(/\d+(\.\d+)?/g) ?? [];
      if (!target.startsWith(sign) || !f.target.numbers.every((n) => numbers.includes(n))) {
        problems.push(`${f.where}: '${f.label}' has target ${sign} ${f.target.numbers.join(' / ')}, README.md says '${row.target}'`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no row for a figure the benchmarks no longer report', () => {
    const stale = rows.filter((r) => !figures.some((f) => f.pattern.test(r.figure))).map((r) => r.figure);
    expect(stale).toEqual([]);
  });
});
