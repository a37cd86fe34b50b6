// The workbench's calls to its server's JSON API (README, "arbiter serve"): each returns the parsed JSON, or
// throws an Error whose message is the server's "error" and "expected".
async function call(path, options) {
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
