import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, e2eSuite, signIn } from './harness';

const suite = e2eSuite();

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where each bar chart of a block draws its y axis, its figures and its x-axis labels. */
async function chartBoxes(block: Locator) {
  return block.evaluate((element) => {
    const box = (node: Element) => {
      const { left, right, top, bottom } = node.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    return [...element.querySelectorAll('svg')]
      .filter((svg) => svg.querySelector('.MuiBarLabel-root'))
      .map((svg) => ({
        svg: box(svg),
        // The chart clips its bars and their figures to the drawing area.
        drawingRight: (() => {
          const clip = svg.querySelector('clipPath rect');
          const left = svg.getBoundingClientRect().left;
          return left + Number(clip?.getAttribute('x') ?? 0) + Number(clip?.getAttribute('width') ?? 0);
        })(),
        yAxis: box(svg.querySelector('.MuiChartsAxis-directionY .MuiChartsAxis-line') as Element),
        labels: [...svg.querySelectorAll('.MuiBarLabel-root')]
          .filter((label) => (label.textContent ?? '') !== '')
          .map((label) => ({ text: label.textContent ?? '', ...box(label) })),
        ticks: [...svg.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].map(box),
      }));
  });
}

async function expectChartsReadable(page: Page, name: string) {
  const block = page.getByRole('region', { name });
  await block.locator('.MuiBarLabel-root').first().waitFor();
  const charts = await chartBoxes(block);
  expect(charts.length).toBeGreaterThan(0);
  for (const chart of charts) {
    for (const label of chart.labels) {
      // A figure starts past the axis: on a short bar it used to sit on the axis and its names.
      expect(label.left, `${name}: "${label.text}"`).toBeGreaterThanOrEqual(chart.yAxis.right);
      expect(label.right, `${name}: "${label.text}"`).toBeLessThanOrEqual(chart.drawingRight + 0.5);
    }
    for (const tick of chart.ticks) expect(tick.right).toBeLessThanOrEqual(chart.svg.right + 0.5);
  }
}

describe('what the walk found out of place', () => {
  it.each([1366, 390])(
    "keeps the reports' bar figures off the axis and the axis labels inside the chart at %i px",
    async (width) => {
      const page = await suite.browser.newPage({ viewport: { width, height: 900 } });
      await signIn(page, suite.product.baseUrl, DEMO.admin);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto(`${suite.product.baseUrl}/relatorios`);
      await page.getByRole('region', { name: 'Funil' }).getByText('Vendidos: 1').waitFor();
      await expectChartsReadable(page, 'Funil');
      await expectChartsReadable(page, 'IA × humano');
      await expectChartsReadable(page, 'Perdas e vendas');
      await expectChartsReadable(page, 'Tempo de resposta');
      await page.close();
    },
  );

  it("shows the master panel's three tabs on a phone and a charge's status beside, not under, its action", async () => {
    // A new shop brings its first charge, due when its trial ends ('A vencer').
    const tag = Date.now().toString(36);
    const onboarded = await fetch(`${suite.product.baseUrl}/api/organizations/onboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        organizationName: `Garagem ${tag}`,
        organizationSlug: `garagem-${tag}`,
        ownerName: 'Dona Garagem',
        ownerEmail: `dona.${tag}@example.com`,
        phone: '11987654321',
        subscriptionPlan: 'starter',
        instanceName: 'Atendimento',
      }),
    });
    expect(onboarded.status).toBe(201);

    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, suite.product.baseUrl, DEMO.master);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${suite.product.baseUrl}/master`);
    const billing = page.getByRole('tab', { name: 'Faturamento' });
    await billing.waitFor();
    // With the legal texts' tab the panel has four: they scroll sideways on a phone, so the tab is
    // brought into view as the tabs' arrow would, and must then show whole, not cut.
    await billing.scrollIntoViewIfNeeded();
    const tab = await billing.boundingBox();
    expect(tab).not.toBeNull();
    expect((tab?.x ?? 0) + (tab?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(tab?.x ?? -1).toBeGreaterThanOrEqual(0);

    await billing.click();
    const row = page
      .getByRole('listitem')
      .filter({ hasText: `Garagem ${tag}` })
      .filter({ hasText: 'A vencer' });
    await row.waitFor();
    const chip = await row.getByText('A vencer').boundingBox();
    const button = await row.getByRole('button', { name: 'Marcar como pago' }).boundingBox();
    if (!chip || !button) throw new Error('the charge shows no status or no action');
    const asBox = (b: { x: number; y: number; width: number; height: number }): Box => ({
      left: b.x,
      right: b.x + b.width,
      top: b.y,
      bottom: b.y + b.height,
    });
    expect(overlaps(asBox(chip), asBox(button))).toBe(false);
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    await page.close();
  });
});
