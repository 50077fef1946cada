/**
 * robots.txt as RFC 9309 reads it: the group naming our product token, else the `*` group; the
 * longest matching rule wins, `allow` on a tie; `*` matches anything and `$` anchors the end.
 */

interface Rule {
  allow: boolean;
  pattern: string;
}

interface Group {
  agents: string[];
  rules: Rule[];
}

function parseGroups(text: string): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r?\n|\r/)) {
    const line = raw.replace(/#.*/, '').trim();
    const separator = line.indexOf(':');
    if (separator <= 0) continue;
    const key = line.slice(0, separator).trim().toLowerCase();
    const value = line.slice(separator + 1).trim();
    if (key === 'user-agent') {
      // Consecutive user-agent lines share one group.
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if ((key === 'allow' || key === 'disallow') && current) {
      lastWasAgent = false;
      // An empty disallow allows everything: it adds no rule.
      if (value) current.rules.push({ allow: key === 'allow', pattern: value });
    } else {
      lastWasAgent = false;
    }
  }
  return groups;
}

function rulesFor(groups: Group[], token: string): Rule[] {
  const name = token.toLowerCase();
  const own = groups.filter((group) => group.agents.includes(name));
  const chosen = own.length > 0 ? own : groups.filter((group) => group.agents.includes('*'));
  return chosen.flatMap((group) => group.rules);
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const regex = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${regex}${anchored ? '$' : ''}`).test(path);
}

/** Whether `path` (with its query) may be fetched by `token` under this robots.txt. */
export function robotsAllows(robotsText: string, token: string, path: string): boolean {
  let best: Rule | null = null;
  for (const rule of rulesFor(parseGroups(robotsText), token)) {
    if (!matches(rule.pattern, path)) continue;
    const longer = !best || rule.pattern.length > best.pattern.length;
    const tieAllows = best && rule.pattern.length === best.pattern.length && rule.allow;
    if (longer || tieAllows) best = rule;
  }
  return best ? best.allow : true;
}
