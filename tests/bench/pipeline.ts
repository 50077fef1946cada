import type { FastifyInstance } from 'fastify';
import { createDemoLlmProvider } from '../../server/ai/demo/llm';
import { toolSpecs, toolsFor } from '../../server/engine/tools';
import { WEBHOOK_SECRET_HEADER } from '../../server/gateways/evolution/webhook-config';
import { manualClock } from '../../server/lib/clock';
import { FakeEvolution } from '../server/gateways/fake-evolution';
import { WebhookFactory } from './intake/payloads';
import type { BenchDatabase } from './lib/database';
import { createBenchApp, createTenant } from './lib/fixtures';
import type { Report } from './lib/report';
import { describe, ms, summarize } from './lib/stats';
import { difference, type StatementTap, type TransactionCounts } from './lib/tap';

const ITEM =
  '3. Pipeline overhead (intake + decide + job claim + reply sent), without the AI call and delays';
const BUDGET_MS = 20;
/** Wednesday 10:00 in São Paulo: inside the default AI schedule. */
const BASE = new Date('2025-03-12T13:00:00.000Z');
/**
 * The quiet period before the reply, shorter than the qualification's (30 s) so that moving the
 * clock past it makes the reply due and nothing else. The clock does the waiting: no real delay.
 */
const RESPONSE_SECONDS = 10;
/** Typing delays off: the presence call is the typing delay itself (the gateway holds it that long). */
const NO_DELAYS = {
  responseSeconds: RESPONSE_SECONDS,
  typingSeconds: 0,
  enableTypingSimulation: false,
  enableSmartPauses: false,
};

const SENDS = 'POST /message/sendText';
/**
 * The intake's statements after the webhook's answer are its own, not the job's. A process skips
 * the notices of its own appends, so nothing starts a drain round after the answer but the
 * once-a-second poll: a short quiet is enough, and a longer one leaves the machine idle between
 * samples (a CPU back from idle ran the job part 3–4 ms slower, 29 Nov). A round that still fell
 * inside a sample would show in the statements per job run, printed below.
 */
const INTAKE_QUIET_MS = 10;

const statementsOf = (counts: TransactionCounts): number =>
  counts.autocommitReads + counts.autocommitWrites + counts.statementsInTransactions;

/**
 * Waits until the app has sent no statement for `quietMs`, and answers how many it sent meanwhile:
 * the intake's rounds that follow the webhook's answer are its own, not the job's, and must not
 * fall inside the job's count or time.
 */
async function quietAfterIntake(tap: StatementTap, quietMs: number): Promise<number> {
  const first = tap.snapshot();
  let last = statementsOf(first);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = statementsOf(tap.snapshot());
    if (now === last) return now - statementsOf(first);
    last = now;
  }
}

/**
 * DESIGN §7, pipeline overhead: a customer's message through the real intake, then the reply job
 * claimed and run by `app.jobs.runDue()` with the offline demo provider, the reply sent to a
 * recording fake Evolution server over HTTP. The app's clock is a manual one, so the quiet period
 * and typing time cost nothing; each sample is the intake call plus the job run.
 */
export async function benchPipeline(bench: BenchDatabase, report: Report, iterations: number): Promise<void> {
  console.log(`\n== ${ITEM} on ${bench.label}`);
  const fake = await FakeEvolution.start();
  const clock = manualClock(BASE);
  const app = await createBenchApp(bench, {
    clock,
    evolutionApiUrl: fake.url,
    evolutionApiKey: fake.globalKey,
    maintenance: true,
  });
  try {
    if (!app.hasDecorator('jobs')) {
      report.skip(ITEM, 'waits for the job runner (app.jobs, server/jobs) — nothing measured');
      return;
    }
    const tenant = await createTenant(app, fake.url);
    const instance = tenant.instances[0];
    if (!instance) throw new Error('no instance');
    fake.addInstance({ name: instance.gatewayInstanceName, state: 'open' });
    await bench.exec('update instance_settings set values = values || $1::jsonb where instance_id = $2', [
      JSON.stringify(NO_DELAYS),
      instance.id,
    ]);
    const factory = new WebhookFactory(
      [
        {
          instanceId: instance.id,
          secret: instance.webhookSecret,
          gatewayInstanceName: instance.gatewayInstanceName,
        },
      ],
      { seed: 7, now: () => clock.now(), textOnly: true, uniqueContacts: true },
    );

    const totals: number[] = [];
    const intake: number[] = [];
    const jobs: number[] = [];
    let unanswered = 0;
    let perJob: TransactionCounts | undefined;
    let intakeTail = 0;
    for (let index = 0; index < iterations + 10; index++) {
      clock.set(BASE);
      const sendsBefore = fake.requestsTo(SENDS).length;
      const call = factory.next();
      let start = performance.now();
      await postWebhook(app, call.instanceId, call.secret, call.body);
      const intakeMs = performance.now() - start;
      const tail = await quietAfterIntake(bench.tap, INTAKE_QUIET_MS);
      if (index >= 10) intakeTail += tail;
      clock.set(new Date(BASE.getTime() + RESPONSE_SECONDS * 1000));
      const before = bench.tap.snapshot();
      start = performance.now();
      const ran = await app.jobs.runDue();
      const jobMs = performance.now() - start;
      perJob = difference(bench.tap.snapshot(), before);
      if (index === 0 && ran === 0) {
        report.skip(
          ITEM,
          'no ai_reply job ran after a customer message: waits for the intake decision to queue it and the handler (server/engine/reply) to claim it',
        );
        return;
      }
      if (fake.requestsTo(SENDS).length === sendsBefore) unanswered++;
      if (index < 10) continue; // warm-up
      intake.push(intakeMs);
      jobs.push(jobMs);
      totals.push(intakeMs + jobMs);
    }
    const total = summarize(totals);
    report.budget({
      item: ITEM,
      name: 'p95 per customer message',
      measured: total.p95,
      bound: BUDGET_MS,
      direction: 'max',
      format: ms,
    });
    report.info(ITEM, `intake + decide + reply queued: ${describe(summarize(intake))}`);
    report.info(
      ITEM,
      `job claim + reply (demo provider, included) + send + done: ${describe(summarize(jobs))}`,
    );
    report.info(
      ITEM,
      `total: ${describe(total)}; ${fake.requestsTo(SENDS).length} replies reached the fake gateway`,
    );
    if (perJob) {
      report.info(
        ITEM,
        // `runDue` claims until a claim finds nothing: that last claim is the runner's (production
        // polls once per interval, whatever ran), not the job's, and is counted apart.
        `statements per job run (claim to done): ${statementsOf(perJob) - 1}, plus the runner's last claim that finds nothing; ` +
          `${perJob.commits} explicit transaction(s) (${perJob.statementsInTransactions} statements inside)`,
      );
    }
    report.info(
      ITEM,
      `the intake's own statements after its answer (outside the samples, waited for): ${intakeTail} in ${iterations} messages`,
    );
    report.info(ITEM, `the demo provider's answer alone: ${ms(await demoAnswerMs())} on average (left in)`);
    report.budget({
      item: ITEM,
      name: 'customer messages left without a reply',
      measured: unanswered,
      bound: 0,
      direction: 'max',
      format: String,
    });
  } finally {
    await app.close();
    await fake.stop();
  }
}

/**
 * The offline demo provider's cost for one answer, measured alone, offered the tools as the reply
 * job offers them (reading a message for a tool to call is most of its work).
 */
async function demoAnswerMs(): Promise<number> {
  const provider = createDemoLlmProvider();
  const tools = toolSpecs(toolsFor({ hasStock: false }));
  const rounds = 2_000;
  const start = performance.now();
  for (let index = 0; index < rounds; index++) {
    await provider.chat({
      model: 'demo',
      system: 'Você é um vendedor de carros.',
      messages: [{ role: 'user', content: `Vocês ainda têm o Onix 2022? (${index})` }],
      temperature: 0.7,
      topP: 1,
      tools,
      toolChoice: 'auto',
      toolRounds: [],
    });
  }
  return (performance.now() - start) / rounds;
}

async function postWebhook(
  app: FastifyInstance,
  instanceId: string,
  secret: string,
  body: string,
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/webhooks/evolution/${instanceId}`,
    headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: secret },
    payload: body,
  });
  if (response.statusCode !== 200)
    throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
}
