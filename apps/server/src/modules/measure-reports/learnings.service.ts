import {
  groupLearnings,
  learningPattern,
  patternLabel,
  summariseLearnings,
  todayInJapan,
  type LearningMeasure,
  type LearningsQuery,
  type LearningsResponse,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { masterLists } from '../settings/masters.service.js';
import { learningCandidates } from './learnings.repository.js';
import { countsOfReports } from './verification-data.repository.js';
import { readoutsOfCounts, verificationDoneBy } from './report-readouts.service.js';

type Candidate = Awaited<ReturnType<typeof learningCandidates>>[number];
type Learned = LearningMeasure & { category: number | null; verification: number | null };

const EMPTY: LearningsResponse = {
  total: summariseLearnings([]),
  by_category: [],
  by_verification: [],
};

/**
 * GET measure_reports/learnings (issue 32 §5, decisions/0032): the verified measures — verification
 * done and counts that give a readout — by hypothesis category and by verification method. Staff read
 * every company's (or the one asked for); a client user only its own company's shown measures with
 * shown reports, and another company asked for is simply nothing.
 */
export async function learnings(db: Db, actor: Actor, query: LearningsQuery): Promise<LearningsResponse> {
  if (actor.isClient && query.company_id !== undefined && query.company_id !== actor.companyId) return EMPTY;
  const candidates = await learningCandidates(db, {
    companyId: actor.isClient ? actor.companyId : query.company_id,
    clientOnly: actor.isClient,
    endFrom: query.from === undefined ? undefined : `${query.from}-01`,
    endTo: query.to === undefined ? undefined : `${query.to}-31`,
  });
  const masters = await masterLists(db);
  const done = verificationDoneBy(masters, todayInJapan());
  // Only a finished verification has taught anything; it is also when a client user may read the
  // counts (mayReadVerificationData, decisions/0030), so staff and clients count the same measures.
  const verified = candidates.filter(done);
  const byId = new Map<number, Candidate>(verified.map((c) => [Number(c.measure_id), c]));
  const readouts = readoutsOfCounts(await countsOfReports(db, [...byId.keys()]), (id) => byId.get(id));

  const learned: Learned[] = verified.flatMap((c) => {
    const readout = readouts.get(Number(c.measure_id));
    if (!readout) return [];
    const adopted = c.adopted_pattern === null ? null : Number(c.adopted_pattern);
    const taught = learningPattern(readout.stats, adopted, readout.best);
    const label =
      taught === null
        ? null
        : taught.pattern === adopted
          ? patternLabel({ name: c.adopted_name ?? '', pattern: adopted })
          : (readout.best?.label ?? null);
    const item: Learned = {
      measure_id: Number(c.measure_id),
      project_id: Number(c.project_id),
      project_name: c.project_name,
      company_name: c.company_name,
      measure: c.measure,
      hypothesis: c.hypothesis,
      end_date: c.verification_end_date,
      verdict: readout.stats.verdict,
      pattern: label,
      uplift: taught?.uplift ?? null,
      category: c.category === null ? null : Number(c.category),
      verification: c.verification === null ? null : Number(c.verification),
    };
    return query.verdict === undefined || item.verdict === query.verdict ? [item] : [];
  });

  return {
    total: summariseLearnings(learned),
    by_category: groupLearnings(learned, (m) => m.category, masters.category),
    by_verification: groupLearnings(learned, (m) => m.verification, masters.master_verification),
  };
}
