/// The filmstrip's inline style sheet: system fonts, light and dark themes, visible focus.
/// Stale and unreadable steps are marked by a badge with a word and an outline style (dashed,
/// double), never by color alone.
package enum FilmstripStyle {
    package static let css = """
        :root {
          color-scheme: light dark;
          --text: #1d1d1f; --muted: #5f5f66; --page: #f5f5f7; --card: #ffffff; --line: #d2d2d7;
          --accent: #0057b8; --stale: #8a4b00; --stale-bg: #fff4e0; --bad: #b00020; --bad-bg: #fde7ea;
          --code: #f0f0f3;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #f5f5f7; --muted: #a1a1a6; --page: #111113; --card: #1c1c1e; --line: #3a3a3c;
            --accent: #6cb4ff; --stale: #ffc266; --stale-bg: #3a2a10; --bad: #ff8a9a; --bad-bg: #3d1219;
            --code: #2c2c2e;
          }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--page); color: var(--text);
          font: 16px/1.5 -apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif; }
        main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
        h1 { font-size: 1.6rem; margin: 0 0 .25rem; overflow-wrap: anywhere; }
        h2 { font-size: 1.1rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
        .summary { color: var(--muted); margin: 0 0 1rem; }
        a { color: var(--accent); }
        a:focus-visible, summary:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 4px; }
        nav ol { margin: 0 0 1.5rem; padding-left: 1.5rem; }
        nav li { overflow-wrap: anywhere; }
        ol.steps { list-style: none; margin: 0; padding: 0; }
        .step { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
          padding: 1rem; margin: 0 0 1rem; scroll-margin-top: 1rem; }
        .step:target { box-shadow: 0 0 0 3px var(--accent); }
        .step.stale { border: 3px dashed var(--stale); }
        .step.unreadable { outline: 5px double var(--bad); outline-offset: 3px; }
        .number { color: var(--muted); font-weight: 600; margin-right: .35rem; }
        .badges { margin: 0 0 .5rem; display: flex; gap: .5rem; flex-wrap: wrap; }
        .badge { display: inline-block; padding: .1rem .6rem; border-radius: 999px; font-size: .85rem;
          border: 2px solid currentColor; }
        .badge-stale { color: var(--stale); background: var(--stale-bg); }
        .badge-unreadable { color: var(--bad); background: var(--bad-bg); }
        .mini-badge { font-size: .75rem; border: 1px solid currentColor; border-radius: 999px; padding: 0 .4rem;
          color: var(--muted); }
        .figures { display: grid; gap: .75rem; }
        figure { margin: 0; }
        .device { line-height: 0; max-width: 36rem; }
        .device svg { width: 100%; height: auto; display: block; }
        figcaption { font-size: .85rem; color: var(--muted); margin-top: .35rem; overflow-wrap: anywhere; }
        dl.facts { display: grid; grid-template-columns: 1fr; gap: .15rem; margin: .75rem 0; }
        dl.facts div { display: grid; grid-template-columns: 8rem 1fr; gap: .5rem; }
        dt { font-weight: 600; }
        dd { margin: 0; overflow-wrap: anywhere; }
        ul.diagnostics { margin: .5rem 0; padding-left: 1.25rem; }
        ul.diagnostics li { overflow-wrap: anywhere; }
        ul.diagnostics .error strong { color: var(--bad); }
        code { background: var(--code); padding: 0 .25rem; border-radius: 4px; }
        details { margin-top: .5rem; }
        summary { cursor: pointer; font-weight: 600; color: var(--accent); }
        ol.trace { margin: .5rem 0 0; padding-left: 1.5rem; font-size: .9rem; }
        ol.trace li { overflow-wrap: anywhere; }
        @media (max-width: 32rem) { dl.facts div { grid-template-columns: 1fr; gap: 0; } }

        """
}
