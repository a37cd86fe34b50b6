// The panels beside the board: the document with its lines, the rule trace or the refusal of an action
// ("why"), and the readings of the variant's interpretation points.
const esc = (text) => String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export class DocumentPane {
  constructor(element, title) {
    this.element = element;
    this.title = title;
  }

  show(doc) {
    if (!doc) {
      this.title.textContent = 'Document';
      this.element.innerHTML = '<p class="meta">This variant has no rule document.</p>';
      return;
    }
    this.title.textContent = `Document: ${doc.title}`;
    this.element.innerHTML = doc.lines
      .map((line, i) => `<div id="L${i + 1}"><span class="n">${i + 1}</span>${esc(line)}</div>`)
      .join('');
  }

  // Highlights the lines of a clause's quotes (kind: hit or refused) and scrolls to the first.
  highlight(clause, kind = 'hit') {
    for (const old of this.element.querySelectorAll('div.hit, div.refused')) old.classList.remove('hit', 'refused');
    let first = null;
    for (const q of clause?.quotes ?? []) {
      for (let n = q.first_line; n > 0 && n <= q.last_line; n++) {
        const line = this.element.querySelector(`#L${n}`);
        if (!line) continue;
        line.classList.add(kind);
        first ??= line;
      }
    }
    first?.scrollIntoView({ block: 'center' });
  }
}

export function clauseHtml(clause) {
  const quotes = (clause.quotes ?? [])
    .map((q) => `<blockquote>${esc(q.text)} <a class="line meta" data-clause="${esc(clause.id)}">(${
      q.first_line > 0 ? (q.first_line === q.last_line ? `line ${q.first_line}` : `lines ${q.first_line}-${q.last_line}`) : 'not located'
    })</a></blockquote>`)
    .join('');
  return `<div class="cl"><span class="clause">${esc(clause.id)}</span>${clause.summary ? ` &mdash; ${esc(clause.summary)}` : ''}${quotes}</div>`;
}

// The answer of POST /api/try in words.
export function whyHtml(answer) {
  if (answer.legal) {
    const fired = answer.fired.length ? answer.fired.map(clauseHtml).join('') : '<p class="meta">(no clause fired)</p>';
    return `<p><span class="legal">legal</span>: <code>${esc(answer.action.text)}</code>; the clauses it fired:</p>${fired}` +
      `<p class="meta">verdict after it: ${esc(answer.outcome.text)}</p>`;
  }
  const clause = answer.clause ? `<p>refused by</p>${clauseHtml(answer.clause)}` : '<p class="meta">(no clause named)</p>';
  return `<p><span class="illegal">not legal (${esc(answer.kind)})</span>: <code>${esc(answer.action)}</code></p>` +
    `<p class="meta">${esc(answer.message)}</p>${clause}`;
}

// The readings panel: a select per point, its implemented options enabled; onChange(point, option).
export function showReadings(element, readings, chosen, onChange) {
  if (!readings.length) {
    element.innerHTML = '<p class="meta">No interpretation points.</p>';
    return;
  }
  element.innerHTML = readings
    .map((p) => {
      const options = p.options
        .map((o) => `<option value="${esc(o.id)}" ${o.implemented ? '' : 'disabled'} ${
          (chosen[p.point] ?? p.default) === o.id ? 'selected' : ''
        } title="${esc(o.text)}">${esc(o.id)}${o.id === p.default ? ' (default)' : ''}${o.implemented ? '' : ' (not implemented)'}</option>`)
        .join('');
      return `<div class="pt"><label title="${esc(p.question)}"><span class="clause">${esc(p.point)}</span><br>` +
        `<select data-point="${esc(p.point)}">${options}</select></label></div>`;
    })
    .join('');
  for (const select of element.querySelectorAll('select'))
    select.addEventListener('change', () => onChange(select.dataset.point, select.value));
}

export { esc };
