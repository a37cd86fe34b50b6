// The board: the server's SVG (drawn by oracle/html/svg_board.cpp, the static report's own drawing), with
// highlights laid over its squares and clicks read back as square names.
const SVG = 'http://www.w3.org/2000/svg';

export class Board {
  constructor(element, onSquare) {
    this.element = element;
    this.onSquare = onSquare;  // called with a square name ("e4") when a square is clicked
    this.svg = null;
  }

  show(svgText) {
    this.element.innerHTML = svgText;
    this.svg = this.element.querySelector('svg.board');
    if (!this.svg) return;
    this.files = Number(this.svg.dataset.files);
    this.ranks = Number(this.svg.dataset.ranks);
    this.svg.addEventListener('click', (event) => {
      const square = this.squareAt(event);
      if (square) this.onSquare(square);
    });
  }

  // The square under a click: the SVG's own coordinates (one unit a square, rank 1 at the bottom).
  squareAt(event) {
    const point = this.svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const local = point.matrixTransform(this.svg.getScreenCTM().inverse());
    const file = Math.floor(local.x), row = Math.floor(local.y);
    if (file < 0 || file >= this.files || row < 0 || row >= this.ranks) return null;
    return String.fromCharCode(97 + file) + (this.ranks - row);
  }

  clear(kind) {
    if (!this.svg) return;
    const selector = kind ? `rect.hl.${kind}` : 'rect.hl';
    for (const r of this.svg.querySelectorAll(selector)) r.remove();
  }

  // Marks squares with a highlight kind (sel, to, here, gone, bad); each rect carries data-hl-sq.
  mark(squares, kind) {
    if (!this.svg) return;
    for (const square of squares) {
      const file = square.charCodeAt(0) - 97, rank = Number(square.slice(1));
      if (!(file >= 0 && file < this.files && rank >= 1 && rank <= this.ranks)) continue;
      const rect = document.createElementNS(SVG, 'rect');
      rect.setAttribute('class', `hl ${kind}`);
      rect.setAttribute('x', file);
      rect.setAttribute('y', this.ranks - rank);
      rect.setAttribute('width', 1);
      rect.setAttribute('height', 1);
      rect.dataset.hlSq = square;
      this.svg.appendChild(rect);
    }
  }

  marked(kind) {
    if (!this.svg) return [];
    return [...this.svg.querySelectorAll(`rect.hl.${kind}`)].map((r) => r.dataset.hlSq);
  }
}
