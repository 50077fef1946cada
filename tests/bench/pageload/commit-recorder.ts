/**
 * Installed before the page's first script runs, on the warm-up load only (its tree walk costs a
 * little per commit, so no timed load carries it): React's devtools hook, as React calls it, records
 * each commit of the page's React root, when it happened and how many fibers rendered in it (new
 * since the previous commit, with other props or state than their previous version), in
 * `window.__commits`. What it shows, against the first content's time: how many times the tree was
 * rendered before the content was painted, and how much of it each time.
 */
export const COMMIT_RECORDER = `(() => {
  const commits = [];
  window.__commits = commits;
  let previous = new WeakSet();
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { renderers += 1; return renderers; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet();
      let rendered = 0;
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          seen.add(f);
          const was = f.alternate;
          if (!previous.has(f) && (!was || f.memoizedProps !== was.memoizedProps || f.memoizedState !== was.memoizedState)) rendered += 1;
          walk(f.child);
        }
      };
      walk(root.current.child);
      previous = seen;
      commits.push({ at: performance.now(), fibers: rendered });
    },
  };
})();`;

export interface Commit {
  at: number;
  fibers: number;
}

/** One line: the commits until the content was painted (fibers each), and how many came after. */
export function rendersLine(commits: readonly Commit[], shown: number): string {
  const before = commits.filter((commit) => commit.at <= shown);
  const after = commits.length - before.length;
  const fibers = before.map((commit) => commit.fibers.toLocaleString('en-US')).join(' / ');
  return `${before.length} React commit(s) until the content was painted (fibers rendered: ${fibers || 'none'}), ${after} in the next 2 s`;
}
