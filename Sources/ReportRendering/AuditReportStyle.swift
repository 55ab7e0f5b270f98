import Rendering
/// The audit report's style sheet, written after the filmstrip's (``FilmstripStyle``: the same
/// theme variables, fonts, badges, facts and focus rings) with what the report adds: a wider page,
/// summary counts, cards in a grid, a light and a dark figure side by side, findings with code
/// excerpts. Severity and unreadable states carry a word and an icon, not color alone.
enum AuditReportStyle {
    static let css = """
        :root { --warn: #8a4b00; --warn-bg: #fff4e0; --info: #0057b8; --info-bg: #e6f0fb; --ok: #1b6e2a;
          --mark: #ffd54f; --hit: #fff8d6; }
        @media (prefers-color-scheme: dark) {
          :root { --warn: #ffc266; --warn-bg: #3a2a10; --info: #8cc4ff; --info-bg: #10263d; --ok: #7ddc8d;
            --mark: #8a6d00; --hit: #2e2a14; }
        }
        main { max-width: 76rem; }
        .skip-link { position: absolute; left: -100vw; top: .5rem; background: var(--card); color: var(--accent);
          padding: .5rem 1rem; border-radius: 8px; z-index: 1; }
        .skip-link:focus { left: .5rem; outline: 3px solid var(--accent); }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
          white-space: nowrap; }
        .report-header h1 .root { font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace; font-size: 1.4rem; }
        ul.counts { list-style: none; display: flex; flex-wrap: wrap; gap: .5rem; margin: 0 0 1.25rem; padding: 0; }
        ul.counts li > a, ul.counts li > span { display: inline-block; padding: .35rem .8rem; border-radius: 10px;
          border: 1px solid var(--line); background: var(--card); color: var(--text); text-decoration: none; }
        ul.counts li > a:hover { border-color: var(--accent); }
        ul.counts li > a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        ul.counts strong { font-size: 1.25rem; margin-right: .15rem; }
        .count-error > * { border: 2px solid var(--bad) !important; }
        .count-error .icon { color: var(--bad); }
        .count-warning .icon { color: var(--warn); }
        .count-info .icon { color: var(--info); }
        ul.counts li.zero > * { color: var(--muted); }
        ul.counts li.zero .icon { color: var(--muted); }
        nav.contents { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
          padding: .75rem 1rem; margin: 0 0 1.5rem; }
        nav.contents h2 { margin: 0 0 .25rem; }
        nav.contents ol { margin: 0; padding-left: 1.25rem; }
        nav.contents > ol > li { margin: .15rem 0; }
        nav.contents ol.screen-links { columns: 3 14rem; column-gap: 2rem; }
        nav.contents ol.screen-links li { break-inside: avoid; }
        section { scroll-margin-top: 1rem; }
        section > h2 { font-size: 1.35rem; margin: 1.75rem 0 .5rem; padding-bottom: .25rem; border-bottom: 1px solid var(--line); }
        .note, .empty { color: var(--muted); margin: 0 0 .75rem; }
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 34rem), 1fr)); gap: 1rem;
          list-style: none; margin: 0; padding: 0; }
        .cards > li { display: flex; }
        .cards.screens { grid-template-columns: 1fr; }
        .card-body { display: grid; grid-template-columns: minmax(0, 24.5rem) minmax(0, 1fr); gap: .75rem 1.5rem;
          align-items: start; }
        @media (max-width: 52rem) { .card-body { grid-template-columns: 1fr; } }
        .card { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 1rem;
          width: 100%; min-width: 0; scroll-margin-top: 1rem; }
        .card:target, .finding:target { box-shadow: 0 0 0 3px var(--accent); }
        .card h3 { font-size: 1.1rem; margin: 0; overflow-wrap: anywhere;
          font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace; }
        .card.unreadable { border: 2px solid var(--bad); outline: 4px double var(--bad); outline-offset: 2px; }
        .where { margin: 0 0 .5rem; color: var(--muted); font-size: .9rem; overflow-wrap: anywhere; }
        .location { font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace; font-size: .85em; overflow-wrap: anywhere; }
        .badge.small { font-size: .75rem; padding: 0 .45rem; border-width: 1px; vertical-align: .1em; }
        .badge-hidden { color: var(--muted); }
        ul.outcomes { margin: 0; padding-left: 1.1rem; }
        ul.outcomes .condition { display: block; color: var(--muted); font-size: .9em; }
        .badge-certain { color: var(--ok); border-width: 1px; }
        .badge-conditional, .badge-unknown { color: var(--warn); background: var(--warn-bg); }
        .badge-error { color: var(--bad); background: var(--bad-bg); }
        .badge-warning { color: var(--warn); background: var(--warn-bg); }
        .badge-info { color: var(--info); background: var(--info-bg); }
        .figures.pair { grid-template-columns: 1fr; }
        .figures.pair figure { background: var(--page); border-radius: 10px; padding: .5rem; }
        .device { border-radius: 10px 10px 0 0; overflow: hidden; }
        .swatch { display: inline-block; width: .8em; height: .8em; border: 1px solid var(--muted); border-radius: 3px;
          vertical-align: -.05em; margin-right: .2em; }
        .card dl.facts { font-size: .92rem; margin-bottom: .25rem; }
        .card dl.facts div { grid-template-columns: 9.5rem 1fr; }
        .card details summary { font-size: .92rem; }
        .rule-ref { display: inline-block; min-width: 2.2rem; font-weight: 600; color: var(--muted); }
        .assumption { color: var(--muted); }
        ul.sources { margin: .2em 0 .4em; padding-left: 1.2em; list-style: '↳ '; color: var(--muted); }
        .step-note { margin: .2em 0 .4em 1.2em; color: var(--muted); font-style: italic; }
        .app figure { max-width: 26rem; }
        ul.causes { margin: 0 0 .5rem; padding-left: 1.25rem; font-size: .92rem; }
        ul.causes li { margin: .3rem 0; overflow-wrap: anywhere; }
        ul.causes .places { display: block; color: var(--muted); font-size: .9em; }
        ul.causes .places code, ul.causes .places .location { font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace;
          font-size: .95em; }
        details.causes { margin: 0 0 .5rem; }
        details.causes summary { font-size: .92rem; }
        .severity-group h3 { font-size: 1.1rem; margin: 1.25rem 0 .5rem; }
        .severity-group h3 .icon.error { color: var(--bad); }
        .severity-group h3 .icon.warning { color: var(--warn); }
        .severity-group h3 .icon.info { color: var(--info); }
        ol.findings { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr);
          gap: .75rem; }
        .finding { min-width: 0; background: var(--card); border: 1px solid var(--line); border-left-width: 6px; border-radius: 10px;
          padding: .75rem 1rem; scroll-margin-top: 1rem; }
        .finding.error { border-left-color: var(--bad); border-left-style: double; }
        .finding.warning { border-left-color: var(--warn); border-left-style: solid; }
        .finding.info { border-left-color: var(--info); border-left-style: dotted; }
        .finding h4 { margin: 0 0 .35rem; font-size: .95rem; font-weight: 600; display: flex; flex-wrap: wrap;
          gap: .5rem; align-items: baseline; }
        .message { margin: 0 0 .5rem; overflow-wrap: anywhere; }
        pre.excerpt, pre.input-errors { background: var(--code); border-radius: 8px; padding: .5rem 0; margin: 0 0 .5rem;
          overflow-x: auto; font-size: .85rem; line-height: 1.45; }
        pre.input-errors { padding: .5rem .75rem; }
        pre code { background: none; padding: 0; font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace; }
        pre.excerpt code { display: inline-block; min-width: 100%; }
        pre.excerpt .line { display: block; padding: 0 .75rem 0 0; white-space: pre; }
        pre.excerpt .line.hit { background: var(--hit); box-shadow: inset 4px 0 0 var(--accent); }
        pre.excerpt .ln { display: inline-block; min-width: 3.5rem; padding: 0 .75rem 0 .5rem; text-align: right;
          color: var(--muted); user-select: none; }
        pre.excerpt .line.hit .ln { color: var(--text); font-weight: 700; }
        mark.column { background: var(--mark); color: inherit; border-radius: 2px; outline: 1px solid var(--text);
          text-decoration: underline wavy; }
        .no-excerpt { color: var(--muted); font-size: .9rem; margin: 0 0 .5rem; }
        ul.related { margin: 0; padding-left: 1.25rem; font-size: .92rem; }
        ul.related li { overflow-wrap: anywhere; }
        ul.skipped li { overflow-wrap: anywhere; }
        @media (max-width: 40rem) { .card dl.facts div { grid-template-columns: 1fr; gap: 0; } }
        @media print { .skip-link { display: none; } details { display: block; } .card, .finding { break-inside: avoid; } }

        """
}
