// Draws each game of the page from the data the judge embedded (see
// data.rs): the board after any step, the window of a board too large to
// draw, the list of calls with their results and reasons. No rule of the
// game is applied here; an accepted step puts its mark on its cell, and
// everything else is looked up. Text from cases goes in as text
// (textContent), never as markup.
(function () {
  'use strict';
  var SVG = 'http://www.w3.org/2000/svg';
  var CELL = 36;
  var CHAR = 8.4; // the width of a digit at the labels' size
  var LISTED = 100; // steps listed on each side of the current one
  var data = JSON.parse(document.getElementById('ttt-data').textContent);
  var root = document.getElementById('replays');
  var viewers = [];
  var active = null;

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    setAll(node, attrs);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function svgEl(tag, attrs, text) {
    var node = document.createElementNS(SVG, tag);
    setAll(node, attrs);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function setAll(node, attrs) {
    for (var name in attrs) {
      if (Object.prototype.hasOwnProperty.call(attrs, name)) node.setAttribute(name, attrs[name]);
    }
  }

  function key(row, col) {
    return String(row) + ',' + String(col);
  }

  // The steps' data: [row, col, mover, result, status(, reason)].
  function accepted(step) {
    return step.length < 6;
  }

  function Viewer(game) {
    this.game = game;
    this.total = game.steps.length;
    this.board = new Map();
    this.taken = 0;
    this.wins = new Set();
    if (game.end) {
      for (var i = 0; i < game.end.cells.length; i++) {
        this.wins.add(key(game.end.cells[i][0], game.end.cells[i][1]));
      }
    }
    this.build();
    this.go(game.start);
  }

  Viewer.prototype.build = function () {
    var game = this.game;
    var id = 'case-' + game.number;
    var section = el('section', { class: 'replay', id: id, tabindex: '0', 'aria-labelledby': id + '-title' });
    section.appendChild(el('h2', { id: id + '-title' }, game.title));
    this.heading = section.appendChild(el('p', { class: 'heading' }));
    if (game.refused !== null) {
      section.appendChild(el('p', { class: 'refused' }, 'The judge refuses this case: ' + game.refused +
        '. The replay shows each ' + game.unit + ' as the rules take it.'));
    }
    if (game.answer !== null) {
      section.appendChild(el('p', { class: 'answer' }, "The judge's result: " + JSON.stringify(game.answer)));
    }
    if (game.solution) this.solution(section);
    section.appendChild(this.controls());
    var stage = section.appendChild(el('div', { class: 'stage' }));
    this.picture = stage.appendChild(el('div', { class: 'picture' }));
    this.notes = stage.appendChild(el('div', { class: 'notes', 'aria-live': 'polite' }));
    section.appendChild(el('h3', {}, game.unit === 'call' ? 'Calls' : 'Moves'));
    this.shown = section.appendChild(el('p', { class: 'shown' }));
    this.list = section.appendChild(el('ol', { class: 'steps' }));
    var self = this;
    this.list.addEventListener('click', function (event) {
      var item = event.target.closest('li');
      if (item) self.go(Number(item.getAttribute('data-step')));
    });
    section.addEventListener('focusin', function () { active = self; });
    section.addEventListener('pointerdown', function () { active = self; });
    this.section = section;
    root.appendChild(section);
  };

  // On a grading report: what the verdict says, the solution's whole
  // answer when it has no entry per step, and the first difference.
  Viewer.prototype.solution = function (section) {
    var game = this.game, solution = game.solution, self = this;
    if (solution.note !== null) section.appendChild(el('pre', { class: 'note' }, solution.note));
    if (solution.whole !== null) {
      section.appendChild(el('p', { class: 'answer' }, 'The solution answered: ' + solution.whole));
    }
    if (solution.differs !== null) {
      var p = section.appendChild(el('p', { class: 'differs' },
        '\u2260 The answers first differ at ' + game.unit + ' ' + solution.differs +
        ' (counting from 0, as the message does), item ' + (solution.differs + 1) + ' of the list. '));
      var go = p.appendChild(el('button', { type: 'button' }, 'Show it'));
      go.addEventListener('click', function () { self.go(solution.differs + 1); });
    }
  };

  // The solution's entry for step k (from 1), as text, or null.
  Viewer.prototype.answered = function (k) {
    var solution = this.game.solution;
    if (!solution || solution.steps.length === 0) return null;
    var i = solution.steps[k - 1];
    return i < 0 ? '(none)' : JSON.stringify(solution.values[i]);
  };

  Viewer.prototype.controls = function () {
    var self = this;
    var bar = el('div', { class: 'controls', role: 'group', 'aria-label': 'Step through the game' });
    function button(label, text, to) {
      var b = bar.appendChild(el('button', { type: 'button', 'aria-label': label }, text));
      b.addEventListener('click', function () { self.go(to()); });
      return b;
    }
    button('First step', '\u25C0\u25C0 First', function () { return 0; });
    button('Back one step', '\u25C0 Back', function () { return self.taken - 1; });
    this.slider = bar.appendChild(el('input', {
      type: 'range', min: '0', max: String(this.total), step: '1', 'aria-label': 'Step'
    }));
    this.slider.addEventListener('input', function () { self.go(Number(self.slider.value)); });
    button('Forward one step', 'Forward \u25B6', function () { return self.taken + 1; });
    button('Last step', 'Last \u25B6\u25B6', function () { return self.total; });
    this.counter = bar.appendChild(el('output', { class: 'counter' }));
    return bar;
  };

  // Moves to the board after `to` steps, a step at a time.
  Viewer.prototype.go = function (to) {
    to = Math.max(0, Math.min(this.total, to));
    while (this.taken < to) {
      var next = this.game.steps[this.taken++];
      if (accepted(next)) this.board.set(key(next[0], next[1]), next[2]);
    }
    while (this.taken > to) {
      var back = this.game.steps[--this.taken];
      if (accepted(back)) this.board.delete(key(back[0], back[1]));
    }
    this.draw();
  };

  // The last accepted step among the first `taken`, or null.
  Viewer.prototype.lastAccepted = function () {
    for (var i = this.taken - 1; i >= 0; i--) {
      if (accepted(this.game.steps[i])) return this.game.steps[i];
    }
    return null;
  };

  Viewer.prototype.draw = function () {
    var game = this.game;
    var where = 'step ' + this.taken + ' of ' + this.total;
    this.heading.textContent = game.board + ', ' + where;
    this.slider.value = String(this.taken);
    this.slider.setAttribute('aria-valuetext', where);
    this.counter.textContent = where;
    var window = this.window();
    this.picture.replaceChildren(this.svg(window));
    this.notes.replaceChildren();
    var lines = this.lines(window);
    for (var i = 0; i < lines.length; i++) this.notes.appendChild(el('p', {}, lines[i]));
    this.listSteps();
  };

  // The rows and columns drawn: the whole board, or the window the judge
  // chose for this step. Focus 0 is the winning run and 2 the corner, as
  // given; 1 follows the last accepted move, centred on it and kept on
  // the board as render::Window does: start = min(max(c - cap/2, 0), n - cap).
  Viewer.prototype.window = function () {
    var game = this.game;
    var size = BigInt(game.cap);
    if (game.windows.length === 0) return { row: 0n, col: 0n, size: size, focus: null };
    var lo = 0, hi = game.windows.length - 1;
    while (lo < hi) {
      var mid = (lo + hi + 1) >> 1;
      if (game.windows[mid][0] <= this.taken) lo = mid; else hi = mid - 1;
    }
    var w = game.windows[lo];
    if (w[3] !== 1) return { row: BigInt(w[1]), col: BigInt(w[2]), size: size, focus: w[3] };
    var last = this.lastAccepted();
    var span = function (c) {
      var start = BigInt(c) - size / 2n;
      if (start < 0n) start = 0n;
      var most = BigInt(game.n) - size;
      return start < most ? start : most;
    };
    var rejected = this.taken > 0 && !accepted(game.steps[this.taken - 1]);
    return { row: span(last[0]), col: span(last[1]), size: size, focus: rejected ? 1 : 3 };
  };

  Viewer.prototype.won = function () {
    return this.game.end !== null && this.taken > this.game.end.step && this.wins.size > 0;
  };

  Viewer.prototype.svg = function (window) {
    var size = Number(window.size);
    var lastRow = String(window.row + window.size - 1n), lastCol = String(window.col + window.size - 1n);
    var left = Math.ceil(lastRow.length * CHAR) + 16;
    var upright = lastCol.length <= 3; // longer column numbers are written upwards
    var top = upright ? 28 : Math.ceil(lastCol.length * CHAR) + 16;
    var width = left + size * CELL + 8, height = top + size * CELL + 8;
    var svg = svgEl('svg', {
      class: 'board', width: width, height: height, viewBox: '0 0 ' + width + ' ' + height,
      role: 'img', 'aria-label': this.describe(window)
    });
    var last = this.taken > 0 ? this.lastAccepted() : null;
    var lastKey = last ? key(last[0], last[1]) : null;
    var won = this.won();
    var struck = [];
    for (var j = 0; j < size; j++) {
      var col = String(window.col + BigInt(j));
      var x = left + j * CELL + CELL / 2;
      svg.appendChild(svgEl('text', upright
        ? { class: 'label', x: x, y: top - 10, 'text-anchor': 'middle' }
        : { class: 'label', x: x + 4, y: top - 8, transform: 'rotate(-90 ' + (x + 4) + ' ' + (top - 8) + ')' },
      col));
    }
    for (var i = 0; i < size; i++) {
      var row = String(window.row + BigInt(i));
      var y = top + i * CELL;
      svg.appendChild(svgEl('text', { class: 'label', x: left - 8, y: y + CELL / 2 + 5, 'text-anchor': 'end' }, row));
      for (j = 0; j < size; j++) {
        var cell = key(row, String(window.col + BigInt(j)));
        var cx = left + j * CELL;
        var winning = won && this.wins.has(cell) && this.board.has(cell);
        if (winning) struck.push([cx + CELL / 2, y + CELL / 2]);
        this.cell(svg, cell, cx, y, winning, cell === lastKey);
      }
    }
    if (struck.length > 0) {
      var a = struck[0], b = struck[struck.length - 1];
      if (struck.length === 1) { a = [a[0] - CELL / 3, a[1]]; b = [b[0] + CELL / 3, b[1]]; }
      svg.appendChild(svgEl('line', { class: 'strike', x1: a[0], y1: a[1], x2: b[0], y2: b[1] }));
    }
    return svg;
  };

  Viewer.prototype.cell = function (svg, cell, x, y, winning, last) {
    var mover = this.board.get(cell);
    var classes = 'cell' + (winning ? ' win' : '') + (last ? ' last' : '');
    var group = svg.appendChild(svgEl('g', { class: classes, 'data-cell': cell }));
    group.appendChild(svgEl('rect', { x: x, y: y, width: CELL, height: CELL }));
    if (last) {
      group.appendChild(svgEl('path', { class: 'corner', d: 'M' + x + ' ' + y + 'h12l-12 12z' }));
    }
    if (mover !== undefined) {
      var symbol = this.game.symbols[mover];
      group.setAttribute('data-mark', symbol);
      group.appendChild(svgEl('text', {
        class: 'mark', x: x + CELL / 2, y: y + CELL / 2 + 8, 'text-anchor': 'middle'
      }, symbol === ' ' ? '\u2423' : symbol));
    }
  };

  // The board in words, for a screen reader.
  Viewer.prototype.describe = function (window) {
    var marks = [];
    var self = this;
    this.board.forEach(function (mover, cell) {
      if (marks.length < 50) marks.push(self.game.names[mover] + ' at (' + cell.replace(',', ', ') + ')');
    });
    var text = this.game.board + ', step ' + this.taken + ': ';
    return text + (marks.length ? marks.join('; ') + (this.board.size > 50 ? '; ...' : '') : 'empty');
  };

  // The lines under the board, as `ttt-judge show` writes them.
  Viewer.prototype.lines = function (window) {
    var game = this.game;
    var lines = [];
    var lastAccepted = this.lastAccepted();
    var placed = lastAccepted ? game.names[lastAccepted[2]] + ' at (' + lastAccepted[0] + ', ' + lastAccepted[1] + ')' : '';
    if (window.focus !== null) {
      var around = [
        'the winning run',
        'the last accepted move, ' + placed + ' (the last call was rejected)',
        'the top left corner',
        'the last move, ' + placed
      ][window.focus];
      lines.push('cropped: rows ' + window.row + ' to ' + (window.row + window.size - 1n) +
        ' and columns ' + window.col + ' to ' + (window.col + window.size - 1n) +
        ' of 0 to ' + (BigInt(game.n) - 1n) + ', around ' + around);
    }
    if (this.taken === 0) {
      lines.push('last: none yet (the board before the first call)');
      lines.push(game.texts[game.status0]);
    } else {
      var step = game.steps[this.taken - 1];
      var what = accepted(step) ? 'accepted' : game.texts[step[5]];
      lines.push('last: ' + game.names[step[2]] + ' at (' + step[0] + ', ' + step[1] + '): ' + what);
      if (!accepted(step) && window.focus === null && lastAccepted) {
        lines.push('last accepted: ' + placed + ', drawn [' + game.symbols[lastAccepted[2]] + ']');
      }
      lines.push(game.texts[step[4]]);
      var answered = this.answered(this.taken);
      if (answered !== null) {
        var judged = step[3] >= 0 ? JSON.stringify(game.results[step[3]]) : '(none)';
        lines.push('judge: ' + judged + ', solution: ' + answered + (judged === answered ? '' : '  \u2260'));
      }
    }
    if (game.legend !== null) lines.push(game.legend);
    return lines;
  };

  // Lists the steps around the current one, the current one marked.
  Viewer.prototype.listSteps = function () {
    var game = this.game;
    var from = Math.max(1, this.taken - LISTED), to = Math.min(this.total, Math.max(this.taken, 1) + LISTED);
    var units = game.unit + 's';
    this.shown.textContent = this.total === 0 ? 'No ' + units + '.'
      : (to - from + 1 === this.total ? 'All ' + this.total + ' ' + units + '.'
        : units.charAt(0).toUpperCase() + units.slice(1) + ' ' + from + ' to ' + to + ' of ' + this.total +
          ' are listed, around the current one.');
    this.list.replaceChildren();
    this.list.setAttribute('start', String(from));
    for (var k = from; k <= to && this.total > 0; k++) this.list.appendChild(this.item(k));
  };

  // The k-th step (from 1) as a list item.
  Viewer.prototype.item = function (k) {
    var game = this.game;
    var step = game.steps[k - 1];
    var ok = accepted(step);
    var item = el('li', { 'data-step': String(k), class: ok ? 'ok' : 'rejected' });
    if (k === this.taken) {
      item.classList.add('current');
      item.setAttribute('aria-current', 'step');
    }
    item.appendChild(el('span', { class: 'who' }, game.names[step[2]] + ' at (' + step[0] + ', ' + step[1] + ')'));
    if (step[3] >= 0) {
      item.appendChild(document.createTextNode(' \u2192 '));
      item.appendChild(el('code', { class: 'result' }, JSON.stringify(game.results[step[3]])));
    }
    if (!ok) item.appendChild(el('span', { class: 'why' }, ' \u2717 ' + game.texts[step[5]]));
    var answered = this.answered(k);
    if (answered !== null) {
      item.appendChild(document.createTextNode(' \u00B7 solution: '));
      item.appendChild(el('code', { class: 'solution' }, answered));
      if (game.solution.differs === k - 1) {
        item.classList.add('differs');
        item.appendChild(el('strong', {}, ' \u2260 the first difference'));
      }
    }
    return item;
  };

  function owner(node) {
    for (var i = 0; i < viewers.length; i++) {
      if (viewers[i].section.contains(node)) return viewers[i];
    }
    return null;
  }

  document.addEventListener('keydown', function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    var target = event.target;
    if (target && target.tagName === 'INPUT') return; // the slider steps itself
    var viewer = owner(target) || active || viewers[0];
    if (!viewer) return;
    var moves = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10 };
    if (event.key in moves) viewer.go(viewer.taken + moves[event.key]);
    else if (event.key === 'Home') viewer.go(0);
    else if (event.key === 'End') viewer.go(viewer.total);
    else return;
    active = viewer;
    event.preventDefault();
  });

  for (var i = 0; i < data.length; i++) viewers.push(new Viewer(data[i]));
  document.body.setAttribute('data-ready', 'true');
})();
