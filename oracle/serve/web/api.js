// The workbench's calls to its server's JSON API (README, "arbiter serve"): each returns the parsed JSON, or
// throws an Error whose message is the server's "error" and "expected".
// The page's root element carries data-pending, the number of calls in flight ("0" when the page has settled:
// the browser test waits for it).
let pending = 0;
const mark = (delta) => { pending += delta; document.documentElement.dataset.pending = String(pending); };

async function call(path, options) {
  mark(+1);
  try {
    return await answer(path, options);
  } finally {
    mark(-1);
  }
}

async function answer(path, options) {
  const response = await fetch(path, options);
  let body;
  try {
    body = await response.json();
  } catch {
    throw new Error(`${path}: HTTP ${response.status}, not JSON`);
  }
  if (!response.ok) {
    const error = new Error(body.error + (body.expected ? ` (expected: ${body.expected})` : ''));
    error.body = body;
    throw error;
  }
  return body;
}

export const get = (path, params = {}) => call(`${path}?${new URLSearchParams(params)}`);
export const post = (path, body) =>
  call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
