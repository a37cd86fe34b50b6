// The workbench's controller: the game is kept here (variant, readings, setup, the plays, the steps tried for
// recording) and every view is asked of the server, which replays it on the model (README, "arbiter serve").
import { get, post } from './api.js';
import { Board } from './board.js';
import { DocumentPane, esc, showReadings, whyHtml } from './panels.js';

const $ = (id) => document.getElementById(id);

const state = {
  variant: 'chess',
  info: null,       // GET /api/variant
  readings: {},     // point -> option, the non-default choices
  fen: '',          // '' for the start position
  plays: [],        // legal actions played
  redo: [],
  steps: [],        // every action tried since the setup, legal or not (what "record" writes)
  position: null,   // POST /api/position
  selected: null,   // the square of the selected unit
  unitActions: [],
  scenarioPlays: [],  // the plays of the scenario loaded, for Step
  expectations: [],   // the scenario's expectations with the model's finding on each (GET /api/scenario)
};

// The scenario's expectations, each marked passed or failed by the model; those met at this point of the
// scenario's plays (as many tried, legal or refused, as <play> steps precede the expectation) are the current ones.
function showExpectations() {
  if (!state.expectations.length) return;
  const played = state.steps.length;
  const mark = { passed: '✓', failed: '✗', 'not judged': '?', 'not reached': '–' };
  $('expectations').innerHTML = state.expectations.map((x) =>
    `<div class="ex ${x.status.replace(' ', '-')}${x.plays === played ? ' now' : ''}" data-line="${x.line}">` +
    `<b>${mark[x.status] ?? '?'}</b> <span class="meta">after ${x.plays} play${x.plays === 1 ? '' : 's'}, line ${x.line}:</span> ` +
    `<code>${esc(x.text)}</code> ${esc(x.status)}${x.failure ? `: ${esc(x.failure)}` : ''}</div>`).join('');
}

const board = new Board($('board'), onSquare);
const docPane = new DocumentPane($('document'), $('doc-title'));
const defaultBoard = new Board($('board-default'), () => {});

function showError(error) {
  $('error').textContent = error ? String(error.message ?? error) : '';
}

const game = () => ({ variant: state.variant, readings: state.readings, fen: state.fen, plays: state.plays });

// Each refresh is numbered: an answer that arrives after a later refresh began is dropped (a variant's load and a
// reading switched meanwhile both refresh; the position shown is always the last one asked for).
let refreshes = 0;

async function refresh() {
  const mine = ++refreshes;
  showError(null);
  let position;
  try {
    position = await post('/api/position', game());
  } catch (error) {
    if (mine === refreshes) showError(error);
    return;
  }
  if (mine !== refreshes) return;
  state.position = position;
  const p = state.position;
  board.show(p.board);
  state.selected = null;
  showUnitless(p.actions.filter((a) => !a.from));
  $('status').textContent = `${p.ended ? 'GAME OVER. ' : ''}${p.to_move} to move${p.check ? ', in check' : ''}; ${p.action_count} legal actions; verdict: ${p.outcome.text}` +
    `${p.outcome.reason ? ` (${p.outcome.reason})` : ''}; FEN: ${p.fen}`;
  $('moves').textContent = state.plays.length ? `played: ${state.plays.join(' ')}` : '';
  showDiffers(p.differs);
  showExpectations();
}

// The actions no unit acts (decisions such as twentychess's cast=7, drops, a pass), as buttons.
function showUnitless(actions) {
  const shown = actions.slice(0, 80);
  $('unit-actions').innerHTML = shown.length
    ? `<p>Actions of no unit${actions.length > shown.length ? ` (first ${shown.length} of ${actions.length})` : ''}:</p>` +
      shown.map((a) => `<button data-action="${esc(a.text)}">${esc(a.text)}</button>`).join('')
    : '';
  for (const b of $('unit-actions').querySelectorAll('button')) b.addEventListener('click', () => tryAction(b.dataset.action, true));
}

// Under non-default readings: the actions that differ from the default readings', marked on the board.
function showDiffers(differs) {
  const element = $('differs');
  showDefaultBoard(differs);
  if (!differs) {
    element.innerHTML = '<p class="meta">Default readings.</p>';
    return;
  }
  if (differs.error) {
    element.innerHTML = `<p class="meta">${esc(differs.error)}</p>`;
    return;
  }
  const list = (items) => items.map((t) => `<button data-action="${esc(t)}">${esc(t)}</button>`).join('') || '<span class="meta">none</span>';
  element.innerHTML = `<p>Legal under these readings only:</p><div id="only-here">${list(differs.only_here)}</div>` +
    `<p>Legal under the defaults only:</p><div id="only-default">${list(differs.only_default)}</div>` +
    `<p class="meta">verdict under the defaults: ${esc(differs.default_outcome?.text)}</p>`;
  for (const b of element.querySelectorAll('button')) b.addEventListener('click', () => tryAction(b.dataset.action, false));
  const squares = (texts) => texts.map((t) => state.position.actions.find((a) => a.text === t)?.to ?? t.match(/[a-p]\d+/g)?.pop()).filter(Boolean);
  board.mark(squares(differs.only_here), 'here');
  board.mark(squares(differs.only_default), 'gone');
}

// A finding's two readings side by side: the same game under the defaults, its own actions (those legal under
// the defaults only) marked on it as the chosen readings' own are marked on the main board.
function showDefaultBoard(differs) {
  const shown = Boolean(differs && differs.default_board);
  $('default-figure').hidden = !shown;
  $('board-caption').hidden = !shown;
  if (!shown) return;
  const readings = Object.entries(state.readings).map(([p, o]) => `${p}=${o}`).join(', ');
  $('board-caption').textContent = `under ${readings}: legal here only marked orange, legal under the defaults only circled red`;
  defaultBoard.show(differs.default_board);
  defaultBoard.mark(differs.only_default.map((t) => t.match(/[a-p]\d+/g)?.pop()).filter(Boolean), 'here');
}

async function selectUnit(square) {
  board.clear('sel');
  board.clear('to');
  board.clear('bad');
  state.selected = square;
  try {
    const answer = await post('/api/moves', { ...game(), unit: square });
    state.unitActions = answer.actions;
  } catch (error) {
    showError(error);
    return;
  }
  board.mark([square], 'sel');
  board.mark([...new Set(state.unitActions.map((a) => a.to).filter(Boolean))], 'to');
  const unit = state.position.units.find((u) => u.at === square);
  $('unit-actions').innerHTML = `<p>${esc(square)}: ${esc(unit ? `${unit.side} ${unit.kind}` : 'empty')}${unit?.state ? ` (${esc(unit.state)})` : ''}; ` +
    `${state.unitActions.length} legal actions</p>` +
    state.unitActions.map((a) => `<button data-action="${esc(a.text)}">${esc(a.text)}</button>`).join('');
  for (const b of $('unit-actions').querySelectorAll('button')) b.addEventListener('click', () => tryAction(b.dataset.action, true));
}

function onSquare(square) {
  const ownUnit = state.position?.units.some((u) => u.at === square);
  if (state.selected && state.selected !== square) {
    const action = state.unitActions.find((a) => a.to === square);
    if (action) return tryAction(action.text, true);
    if (!ownUnit || state.position.units.find((u) => u.at === square)?.side !== state.position.to_move)
      return tryAction(state.selected + square, true);  // not among its actions: ask why
  }
  if (ownUnit) return selectUnit(square);
  return undefined;
}

// Tries an action: the rule trace when legal (and plays it when `play`), the refusing clause when not.
async function tryAction(text, play) {
  showError(null);
  let answer;
  try {
    answer = await post('/api/try', { ...game(), action: text });
  } catch (error) {
    showError(error);
    return;
  }
  $('why').innerHTML = whyHtml(answer);
  for (const a of $('why').querySelectorAll('a.line')) {
    const clause = [...(answer.fired ?? []), answer.clause].find((c) => c && c.id === a.dataset.clause);
    a.addEventListener('click', () => docPane.highlight(clause, answer.legal ? 'hit' : 'refused'));
  }
  if (!answer.legal) {
    docPane.highlight(answer.clause, 'refused');
    if (play) state.steps.push(text);
    showExpectations();
    board.clear('bad');
    const squares = text.match(/[a-p](1[0-6]|[1-9])/g) ?? [];
    board.mark(squares.slice(-1), 'bad');
    return;
  }
  if (answer.fired.length) docPane.highlight(answer.fired[0], 'hit');
  if (play) {
    state.plays.push(answer.action.text);
    state.steps.push(answer.action.text);
    state.redo = [];
    await refresh();
  }
}

async function loadVariant(id) {
  state.variant = id;
  state.expectations = [];
  state.readings = {};
  state.fen = '';
  state.plays = [];
  state.steps = [];
  state.redo = [];
  showError(null);
  $('fen').value = '';
  $('recorded').value = '';
  $('why').innerHTML = '<p class="meta">Click a unit to see its legal actions; click a square to try one.</p>';
  try {
    state.info = await get('/api/variant', { id });
  } catch (error) {
    showError(error);
    return;
  }
  showReadings($('readings'), state.info.readings, state.readings, onReading);
  docPane.show(state.info.document ? await get('/api/document', { variant: id }).catch(() => null) : null);
  const scenarios = await get('/api/scenarios', { variant: id }).catch(() => ({ scenarios: [] }));
  $('scenario').innerHTML = '<option value="">(none)</option>' +
    scenarios.scenarios.map((s) => `<option value="${esc(s.id)}" title="${esc(s.description)}">${esc(s.topic)}: ${esc(s.id)}</option>`).join('');
  const found = await get('/api/witnesses', { variant: id }).catch(() => ({ witnesses: [] }));
  state.witnesses = found.witnesses;
  $('witness').innerHTML = '<option value="">(none)</option>' +
    found.witnesses.map((w, i) => `<option value="${i}">${esc(w.point)}=${esc(w.option)} vs ${esc(w.default)} (${esc(w.share)})</option>`).join('');
  await refresh();
}

async function onReading(point, option) {
  const def = state.info.readings.find((p) => p.point === point)?.default;
  if (option === def) delete state.readings[point];
  else state.readings[point] = option;
  await refresh();
}

async function newSetup(fen, readings = state.readings) {
  state.fen = fen;
  state.readings = { ...readings };
  state.plays = [];
  state.steps = [];
  state.redo = [];
  showReadings($('readings'), state.info.readings, state.readings, onReading);
  await refresh();
}

async function init() {
  const { variants } = await get('/api/variants');
  $('variant').innerHTML = variants.map((v) => `<option value="${esc(v.id)}">${esc(v.id)}${v.sizes ? ` (${esc(v.sizes)})` : ''}</option>`).join('');
  $('variant').addEventListener('change', () => {
    const id = $('variant').value;
    $('size').hidden = id !== 'fairy-WxH';
    if (id !== 'fairy-WxH') loadVariant(id);
  });
  $('size').addEventListener('change', () => loadVariant($('size').value.trim()));
  $('start').addEventListener('click', () => newSetup(''));
  $('load-fen').addEventListener('click', () => newSetup($('fen').value.trim()));
  $('scenario').addEventListener('change', async () => {
    const id = $('scenario').value;
    if (!id) return;
    try {
      const s = await get('/api/scenario', { variant: state.variant, id });
      $('fen').value = s.fen;
      await newSetup(s.fen, s.readings);
      state.scenarioPlays = s.plays;
      state.expectations = s.expectations ?? [];
      showExpectations();
      $('why').innerHTML = `<p>${esc(s.description)}</p><p class="meta">plays: ${esc(s.plays.join(' ') || '(none)')}; ` +
        `the model ${esc(s.model.status)} it${s.model.message ? `: ${esc(s.model.message)}` : ''}. Step plays them one by one.</p>`;
    } catch (error) {
      showError(error);
    }
  });
  // A finding's witness: its position under the point's option, the actions that differ from the default marked.
  $('witness').addEventListener('change', async () => {
    const w = state.witnesses?.[Number($('witness').value)];
    if (!w || $('witness').value === '') return;
    $('fen').value = w.fen;
    await newSetup(w.fen, { [w.point]: w.option });
    $('why').innerHTML = `<p>Witness of <span class="clause">${esc(w.point)}</span>: under <b>${esc(w.option)}</b> (shown) ` +
      `and under the default <b>${esc(w.default)}</b>, the legal actions differ as the Readings panel lists.</p>`;
  });
  $('try').addEventListener('click', () => tryAction($('action').value.trim(), false));
  $('play').addEventListener('click', () => tryAction($('action').value.trim(), true));
  $('undo').addEventListener('click', () => {
    if (!state.plays.length) return;
    state.redo.push(state.plays.pop());
    state.steps = [...state.plays];  // an undo forgets the actions tried after the one undone
    refresh();
  });
  $('redo').addEventListener('click', () => {
    if (!state.redo.length) return;
    state.plays.push(state.redo.pop());
    state.steps = [...state.plays];
    refresh();
  });
  $('step').addEventListener('click', () => {
    const next = (state.scenarioPlays ?? [])[state.steps.length];
    if (next !== undefined) tryAction(next, true);
  });
  $('reply').addEventListener('click', async () => {
    try {
      const answer = await post('/api/reply', { ...game(), policy: $('policy').value, seed: Math.floor(Math.random() * 1e9) });
      await tryAction(answer.action.text, true);
    } catch (error) {
      showError(error);
    }
  });
  $('record').addEventListener('click', async () => {
    try {
      const answer = await post('/api/record', { variant: state.variant, readings: state.readings, fen: state.fen, steps: state.steps });
      $('recorded').value = answer.xml;
      $('why').innerHTML = `<p>Recorded <span class="clause">${esc(answer.id)}</span> for ${esc(answer.path)}: ` +
        `the model ${esc(answer.model)} it. Review its expectations against the document before adding it.</p>`;
    } catch (error) {
      showError(error);
    }
  });
  // A link may name a position: ?variant=V&fen=F&readings=point=option,...&plays=e2e4+e7e5 (the same game as the API's).
  const link = new URLSearchParams(window.location.search);
  const variant = link.get('variant') || 'chess';
  $('variant').value = variants.some((v) => v.id === variant) ? variant : 'fairy-WxH';
  await loadVariant(variant);
  if (link.has('fen') || link.has('readings') || link.has('plays')) {
    const readings = Object.fromEntries((link.get('readings') || '').split(',').filter(Boolean).map((r) => r.split('=')));
    $('fen').value = link.get('fen') || '';
    state.plays = [];
    await newSetup(link.get('fen') || '', readings);
    state.plays = (link.get('plays') || '').split(/\s+/).filter(Boolean);
    state.steps = [...state.plays];
    await refresh();
  }
}

init().catch(showError);
