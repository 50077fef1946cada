/**
 * The bench's verdicts: one line per budget with the measured figure, the bound measured in the same
 * run (or the fixed one), their ratio, and PASS / FAIL / SKIP. Informational lines carry no verdict.
 */
export type Verdict = 'PASS' | 'FAIL' | 'SKIP';

export interface BudgetLine {
  item: string;
  name: string;
  measured: number;
  bound: number;
  /** 'max': the measure must stay at or under the bound; 'min': at or above it. */
  direction: 'max' | 'min';
  format: (value: number) => string;
  /** How the bound was obtained, e.g. '½ × 5,912/s commit probe'. */
  boundNote?: string;
}

interface Line {
  item: string;
  text: string;
  verdict?: Verdict;
}

export class Report {
  private readonly lines: Line[] = [];

  budget(line: BudgetLine): Verdict {
    const ok = line.direction === 'max' ? line.measured <= line.bound : line.measured >= line.bound;
    const verdict: Verdict = Number.isFinite(line.measured) && ok ? 'PASS' : 'FAIL';
    const ratio = line.bound === 0 ? '—' : (line.measured / line.bound).toFixed(2);
    const relation = line.direction === 'max' ? '≤' : '≥';
    const note = line.boundNote ? ` (${line.boundNote})` : '';
    const text =
      `${line.name}: ${line.format(line.measured)} ${relation} ${line.format(line.bound)}${note}` +
      ` — ratio ${ratio}`;
    this.lines.push({ item: line.item, text, verdict });
    console.log(`  [${verdict}] ${text}`);
    return verdict;
  }

  skip(item: string, text: string): void {
    this.lines.push({ item, text, verdict: 'SKIP' });
    console.log(`  [SKIP] ${text}`);
  }

  info(item: string, text: string): void {
    this.lines.push({ item, text });
    console.log(`         ${text}`);
  }

  /** Prints every line again, grouped by item, and answers whether any budget failed. */
  printSummary(): boolean {
    console.log('\n== Summary');
    let item = '';
    for (const line of this.lines) {
      if (line.item !== item) {
        item = line.item;
        console.log(`\n${item}`);
      }
      console.log(line.verdict ? `  [${line.verdict}] ${line.text}` : `         ${line.text}`);
    }
    const verdicts = this.lines.flatMap((line) => (line.verdict ? [line.verdict] : []));
    const failed = verdicts.filter((verdict) => verdict === 'FAIL').length;
    const passed = verdicts.filter((verdict) => verdict === 'PASS').length;
    const skipped = verdicts.filter((verdict) => verdict === 'SKIP').length;
    console.log(`\nbudgets: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    return failed > 0;
  }
}
