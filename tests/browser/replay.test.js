// Opens `ttt-judge show --format html` pages in headless Chromium, steps
// through every game with the keyboard only, and checks what the page
// shows against the judge itself: the board's cells and the winning run
// against `run --explain` (the accepted calls played on the case's own
// moves), each listed result and reason against `run --explain`, the
// lines under the board against `show --format svg` at the same step.
// Hostile marks and file names must stay text. Takes a screenshot.
//
// Environment: TTT_JUDGE, the binary (required); CHROMIUM, the browser
// (default /usr/bin/chromium); SCREENSHOT, where to write the screenshot
// (default: the scratch folder). The README's screenshot is this one:
//   SCREENSHOT=docs/replay.png TTT_JUDGE=target/debug/ttt-judge node tests/browser/replay.test.js
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');
const puppeteer = require('puppeteer-core');

const ROOT = path.resolve(__dirname, '..', '..');
const JUDGE = process.env.TTT_JUDGE;
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const STEPS_CHECKED = 40; // the first steps of a long game, then its end
const SVG_SAMPLES = 6; // steps compared with `show --format svg`, per case

if (!JUDGE) throw new Error('TTT_JUDGE must name the ttt-judge binary');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ttt-page-'));

function judge(args, input) {
  return execFileSync(JUDGE, args, { input: input, cwd: ROOT, maxBuffer: 1 << 28 }).toString();
}

// What `ttt-judge run --explain` prints, also when some case cannot be
// judged (exit status 2, an error line for that case).
function explain(file) {
  const run = spawnSync(JUDGE, ['run', '--explain', file], { cwd: ROOT, maxBuffer: 1 << 28 });
  if (run.status !== 0 && run.status !== 2) fail('run --explain: ' + run.stderr);
  return run.stdout.toString();
}

// JSON with integers too large for a number kept as their digits.
function parseExact(text) {
  return JSON.parse(text.replace(/([\[,:]\s*)(-?\d{16,})/g, '$1"$2"'));
}

function fail(message) {
  throw new Error(message);
}

function same(actual, expected, what) {
  const a = JSON.stringify(actual), e = JSON.stringify(expected);
  if (a !== e) fail(what + ':\n  page:     ' + a + '\n  expected: ' + e);
}

// The corpus: the renders' cases, generated cases of every variant, huge
// sparse boards and hostile marks, each file with the cases it holds.
function corpus() {
  const files = ['docs/examples/replay.jsonl', 'tests/renders/cases.jsonl'];
  const generated = [
    ['--variant', 'multi', '--count', '3', '--seed', '5', '--n', '5', '--moves', '30'],
    ['--variant', 'multi', '--mode', 'tie', '--count', '1', '--n', '4', '--players', '3'],
    ['--variant', 'multi', '--count', '1', '--seed', '9', '--n', '200', '--moves', '300'],
    ['--variant', 'multi', '--mode', 'late-win', '--count', '1', '--n', '30'],
    ['--variant', 'multi', '--mode', 'edge-wins', '--count', '2', '--n', '40'],
    ['--variant', 'fullline', '--count', '3', '--seed', '2'],
    ['--variant', 'fullline', '--mode', 'tie', '--n', '4', '--count', '1'],
    ['--variant', 'fullline', '--mode', 'late-win', '--n', '27', '--count', '1'],
    ['--variant', 'classic', '--count', '3', '--seed', '4'],
    ['--variant', 'classic', '--mode', 'tie', '--count', '1'],
  ];
  const gen = generated.map((args) => judge(['gen'].concat(args))).join('');
  const huge = [
    '{"n": 1000000000, "playerMarks": ["X","O"], "players": ["X","O","X","O","X","O","X","O","X"], ' +
      '"rows": [999999999,0,999999998,1,999999997,2,2000000000,5,999999996], ' +
      '"cols": [999999999,0,999999998,1,999999997,2,0,5,999999996]}',
    '{"n": 9223372036854775807, "playerMarks": ["A","B"], "players": ["A","B","A","A"], ' +
      '"rows": [9223372036854775806,0,9223372036854775805,-9223372036854775808], ' +
      '"cols": [9223372036854775806,0,9223372036854775805,0]}',
    '{"n": 30, "moves": [[29,0],[0,0],[28,1],[0,1],[27,2]]}',
  ].join('\n') + '\n';
  fs.writeFileSync(path.join(scratch, 'generated.jsonl'), gen + huge);
  files.push(path.join(scratch, 'generated.jsonl'));
  // A folder and file name that would be markup, and marks that would be.
  const dir = path.join(scratch, '</script><script>window.pwned=1</script>', '<img src=x onerror="window.pwned=2">');
  fs.mkdirSync(dir, { recursive: true });
  const hostile = path.join(dir, "'&amp;\u2028.jsonl");
  fs.writeFileSync(hostile, [
    '{"n": 3, "playerMarks": ["<","/",">"], "players": ["<","/",">","<","&","/",">","<"], ' +
      '"rows": [0,0,0,1,1,1,2,1], "cols": [0,1,2,0,1,1,2,1]}',
    '{"n": 4, "playerMarks": ["\\"","\'"," ","\\\\"], "players": ["\\"","\'"," ","\\\\","\\"","\'"," "], ' +
      '"rows": [0,0,0,0,1,1,1], "cols": [0,1,2,3,0,1,2]}',
  ].join('\n') + '\n');
  files.push(hostile);
  return files;
}

// The board after `taken` steps, from the case's own calls or moves and
// the judge's explanation of which were rejected: cell -> symbol.
function expectedBoard(input, explained, taken) {
  const board = new Map();
  const rejected = new Set((explained.rejected || []).map((r) => r.call));
  const calls = stepsOf(input, explained.variant);
  let accepted = 0;
  for (let i = 0; i < taken; i++) {
    if (rejected.has(i)) continue;
    const call = calls[i];
    let symbol = call.mark;
    if (explained.variant === 'fullline') symbol = call.player !== undefined ? String(call.player) : String(1 + (accepted % 2));
    if (explained.variant === 'classic') symbol = accepted % 2 === 0 ? 'X' : 'O';
    board.set(String(call.row) + ',' + String(call.col), symbol);
    accepted++;
  }
  return board;
}

function stepsOf(input, variant) {
  if (variant === 'multi') {
    const [players, rows, cols] = Array.isArray(input) ? input.slice(2) : [input.players, input.rows, input.cols];
    return players.map((mark, i) => ({ mark: mark, row: rows[i], col: cols[i] }));
  }
  const moves = variant === 'classic' ? (Array.isArray(input) ? input : input.moves)
    : (Array.isArray(input) ? input[1] : input.moves);
  const named = !Array.isArray(input) && input.players;
  return moves.map((m, i) => ({ row: m[0], col: m[1], player: named ? named[i] : undefined }));
}

// What the page shows now for the case in `id`.
async function shown(page, id) {
  return page.$eval('#' + id, (section) => {
    const current = section.querySelector('li[aria-current="step"]');
    const text = (node) => (node ? node.textContent : null);
    return {
      heading: text(section.querySelector('.heading')),
      notes: Array.from(section.querySelectorAll('.notes p')).map((p) => p.textContent),
      cells: Array.from(section.querySelectorAll('g.cell')).map((g) => ({
        cell: g.getAttribute('data-cell'),
        mark: g.getAttribute('data-mark'),
        win: g.classList.contains('win'),
        last: g.classList.contains('last'),
      })),
      current: current && {
        step: Number(current.getAttribute('data-step')),
        rejected: current.classList.contains('rejected'),
        result: text(current.querySelector('.result')),
        why: text(current.querySelector('.why')),
      },
      refused: text(section.querySelector('.refused')),
      answer: text(section.querySelector('.answer')),
      focused: document.activeElement === section,
    };
  });
}

// The heading and the lines under the board that `show --format svg`
// draws for case `number` after `step` steps.
function svgNotes(file, number, step) {
  const svg = judge(['show', file, '--case', String(number), '--step', String(step), '--format', 'svg']);
  const unescape = (t) => t.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  return Array.from(svg.matchAll(/<text x="8" y="\d+">([^<]*)<\/text>/g)).map((m) => unescape(m[1]));
}

function checkStep(view, c, taken) {
  const where = c.id + ' step ' + taken;
  same(view.heading, c.board + ', step ' + taken + ' of ' + c.total, where + ': heading');
  if (c.explained.error !== undefined) {
    // run's message is the case's place, then the judge's reason.
    const reason = (view.refused || '').replace(/^The judge refuses this case: /, '').replace(/\. The replay shows .*$/, '');
    if (!reason || !c.explained.error.endsWith(': ' + reason)) fail(where + ': refusal ' + view.refused);
    return;
  }
  const board = expectedBoard(c.input, c.explained, taken);
  for (const cell of view.cells) {
    same(cell.mark, board.has(cell.cell) ? board.get(cell.cell) : null, where + ': cell ' + cell.cell);
  }
  const end = c.explained.end;
  const endAt = end ? (end.call !== undefined ? end.call : end.move) : Infinity;
  const drawn = new Set(view.cells.map((cell) => cell.cell));
  const wins = taken > endAt && end.cells ? end.cells.map((x) => String(x[0]) + ',' + String(x[1])).filter((k) => drawn.has(k)) : [];
  same(view.cells.filter((cell) => cell.win).map((cell) => cell.cell).sort(), wins.sort(), where + ': winning cells');
  if (taken === 0) {
    same(view.current, null, where + ': no call listed as current');
    return;
  }
  same(view.current.step, taken, where + ': the current call');
  if (c.explained.variant === 'classic') {
    same(view.answer, "The judge's result: " + JSON.stringify(c.explained.result), where + ': result');
  } else {
    same(view.current.result, JSON.stringify(c.explained.result[taken - 1]), where + ': result');
  }
  const rejection = (c.explained.rejected || []).find((r) => r.call === taken - 1);
  same(view.current.rejected, rejection !== undefined, where + ': rejected');
  if (rejection) {
    const names = (view.current.why.match(/\b(GAME_OVER|WRONG_TURN|OUT_OF_BOUNDS|OCCUPIED)\b/g) || []);
    same(names, [rejection.reason].concat(rejection.also || []), where + ': reasons');
  }
}

async function press(page, key, times) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

// Tabs forward until the section `id` has the focus.
async function tabTo(page, id) {
  for (let i = 0; i < 400; i++) {
    if (await page.evaluate((id) => document.activeElement && document.activeElement.id === id, id)) return;
    await page.keyboard.press('Tab');
  }
  fail('Tab never reached ' + id);
}

async function checkFile(browser, file) {
  const html = path.join(scratch, 'page-' + path.basename(path.dirname(file)).length + '-' + Date.now() + '.html');
  fs.writeFileSync(html, judge(['show', file, '--format', 'html']));
  const inputs = fs.readFileSync(path.resolve(ROOT, file), 'utf8').split('\n').filter((l) => l.trim() !== '').map(parseExact);
  const explained = explain(file).split('\n').filter((l) => l !== '').map(parseExact);
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  page.on('console', (m) => problems.push('console: ' + m.text()));
  page.on('request', (r) => { if (!r.url().startsWith('file:')) problems.push('request: ' + r.url()); });
  await page.setViewport({ width: 1000, height: 900 });
  await page.goto('file://' + html);
  await page.waitForSelector('body[data-ready]');
  const data = await page.evaluate(() => JSON.parse(document.getElementById('ttt-data').textContent));
  same(data.length, inputs.length, file + ': one replay per case');
  let checked = 0;
  for (let i = 0; i < data.length; i++) {
    const c = { id: 'case-' + data[i].number, board: data[i].board, total: data[i].steps.length, input: inputs[i], explained: explained[i] };
    await tabTo(page, c.id);
    await page.keyboard.press('Home');
    const steps = [];
    for (let t = 0; t <= Math.min(c.total, STEPS_CHECKED); t++) {
      if (t > 0) await page.keyboard.press('ArrowRight');
      const view = await shown(page, c.id);
      if (!view.focused) fail(c.id + ': the keys moved the focus');
      checkStep(view, c, t);
      steps.push([t, view]);
    }
    if (c.total > STEPS_CHECKED) {
      await page.keyboard.press('End');
      steps.push([c.total, await shown(page, c.id)]);
      checkStep(steps[steps.length - 1][1], c, c.total);
      await page.keyboard.press('PageUp');
      checkStep(await shown(page, c.id), c, c.total - 10);
      await press(page, 'ArrowLeft', 3);
      checkStep(await shown(page, c.id), c, c.total - 13);
    }
    const sampled = steps.filter((s, k) => k < 3 || k === steps.length - 1 ||
      (s[1].current && s[1].current.rejected)).slice(0, SVG_SAMPLES);
    for (const [t, view] of sampled) {
      const lines = svgNotes(file, data[i].number, t);
      same([view.heading].concat(view.notes).slice(0, lines.length), lines, c.id + ' step ' + t + ': as show draws it');
    }
    checked += steps.length;
  }
  same(await page.evaluate(() => window.pwned), undefined, file + ': no script from the data ran');
  same(await page.evaluate(() => document.querySelectorAll('img, script:not([id]) ~ script').length), 0, file + ': no element from the data');
  if (problems.length) fail(file + ':\n' + problems.join('\n'));
  return { page: page, html: html, cases: data.length, steps: checked, data: data };
}

// A grading report of a solution that gets some wins wrong: each failing
// case opens at its first difference, which must be where the solution's
// answer first differs from `run`'s, marked in the list; keyboard only.
async function checkReport(browser) {
  const cases = path.join(scratch, 'graded.jsonl');
  const lines = fs.readFileSync(path.join(ROOT, 'tests/renders/cases.jsonl'), 'utf8').split('\n')
    .filter((l, i) => l !== '' && i !== 7); // case 8 is one the judge refuses
  fs.writeFileSync(cases, lines.join('\n') + '\n');
  const wrong = (text) => text.replace(/WIN:X"\]\]/g, 'WIN:O"]]').replace(/"Draw"/g, '"A"');
  const solution = path.join(scratch, 'wrong.sh');
  fs.writeFileSync(solution, '#!/bin/sh\n"' + JUDGE + '" run | sed \'s/WIN:X"\\]\\]/WIN:O"]]/; s/"Draw"/"A"/\'\n');
  fs.chmodSync(solution, 0o755);
  const html = path.join(scratch, 'report.html');
  // The basic box: the script calls the judge, which a strict box hides.
  const graded = spawnSync(JUDGE, ['grade', cases, '--sandbox', 'basic', '--html', html, '--', solution], { cwd: ROOT });
  if (graded.status !== 1) fail('grade: ' + graded.stdout + graded.stderr);
  const judged = judge(['run', cases]).split('\n').filter((l) => l !== '');
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  await page.goto('file://' + html);
  await page.waitForSelector('body[data-ready]');
  const data = await page.evaluate(() => JSON.parse(document.getElementById('ttt-data').textContent));
  let failing = 0;
  for (let i = 0; i < judged.length; i++) {
    const expected = JSON.parse(judged[i]), answered = JSON.parse(wrong(judged[i]));
    const game = data.find((g) => g.number === i + 1);
    if (JSON.stringify(expected) === JSON.stringify(answered)) {
      if (game) fail('case ' + (i + 1) + ' was accepted and has a replay');
      continue;
    }
    failing++;
    if (!game) fail('case ' + (i + 1) + ' failed and has no replay');
    const first = Array.isArray(expected) ? expected.findIndex((e, k) => JSON.stringify(e) !== JSON.stringify(answered[k])) : null;
    same(game.solution.differs, first === null || first < 0 ? null : first, 'case ' + (i + 1) + ': the first difference');
    await tabTo(page, 'case-' + (i + 1));
    await page.keyboard.press('Home');
    if (first !== null) await press(page, 'ArrowRight', first + 1);
    const view = await page.$eval('#case-' + (i + 1), (section) => {
      const current = section.querySelector('li[aria-current="step"]');
      return {
        differs: current ? current.classList.contains('differs') : false,
        solution: current && current.querySelector('.solution') ? current.querySelector('.solution').textContent : null,
        result: current && current.querySelector('.result') ? current.querySelector('.result').textContent : null,
        notes: Array.from(section.querySelectorAll('.notes p')).map((p) => p.textContent),
      };
    });
    if (first !== null) {
      same(view.differs, true, 'case ' + (i + 1) + ': the current call is marked as the first difference');
      same([view.result, view.solution], [JSON.stringify(expected[first]), JSON.stringify(answered[first])], 'case ' + (i + 1) + ': judge and solution');
      same(view.notes[view.notes.length - 1], 'judge: ' + JSON.stringify(expected[first]) + ', solution: ' +
        JSON.stringify(answered[first]) + '  \u2260', 'case ' + (i + 1) + ': the line under the board');
    }
  }
  same(data.length, failing, 'one replay per failing case');
  const summary = await page.$eval('#summary', (s) => s.textContent);
  if (!summary.includes(judged.length + ' cases graded; this page summarises the ' + (judged.length - failing) + ' accepted')) {
    fail('the summary: ' + summary);
  }
  if (problems.length) fail(problems.join('\n'));
  await page.close();
  return failing;
}

async function main() {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    userDataDir: path.join(scratch, 'profile'),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const files = corpus();
    let first = null;
    for (const file of files) {
      const result = await checkFile(browser, file);
      console.log('ok: ' + file.slice(-60) + ': ' + result.cases + ' cases, ' + result.steps + ' steps checked');
      if (file.includes('</script>')) {
        const titles = await result.page.$$eval('h2', (h) => h.map((x) => x.textContent));
        if (!titles[0].includes('</script><script>window.pwned=1</script>')) fail('the hostile path is shown as text: ' + titles[0]);
      }
      if (first === null) first = result; else await result.page.close();
    }
    // The README's picture: the example game at its win, a rejected call
    // before it and one after.
    console.log('ok: a grading report: ' + (await checkReport(browser)) + ' failing cases at their first difference');
    const shot = path.resolve(ROOT, process.env.SCREENSHOT || path.join(scratch, 'replay.png'));
    await first.page.setViewport({ width: 820, height: 760 });
    await first.page.focus('#case-1');
    await first.page.keyboard.press('End');
    await first.page.keyboard.press('ArrowLeft');
    await first.page.evaluate(() => document.getElementById('case-1').scrollIntoView());
    await first.page.screenshot({ path: shot, type: 'png' });
    console.log('screenshot: ' + shot);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error.stack || String(error));
  process.exit(1);
});
