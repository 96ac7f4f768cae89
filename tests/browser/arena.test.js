// Opens the page `ttt-judge arena --html FILE` writes in headless
// Chromium and checks it against the tournament's own `--format json`
// lines and against the judge: the standings table shows exactly the
// JSON's standings, the games table lists every game, and each game's
// replay, stepped with the keyboard to its end, shows the board, the
// winning run, the result and the lines under the board that `run
// --explain` and `show --format svg` give for that game's case. A second
// tournament has bots whose names are markup (a protocol bot's argument,
// a source file's name) and one that forfeits with markup as its answer:
// all of it must stay text. The pages make no request and log nothing.
//
// Environment: TTT_JUDGE, the binary (required); CHROMIUM, the browser
// (default /usr/bin/chromium).
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const puppeteer = require('puppeteer-core');

const ROOT = path.resolve(__dirname, '..', '..');
const JUDGE = process.env.TTT_JUDGE;
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

if (!JUDGE) throw new Error('TTT_JUDGE must name the ttt-judge binary');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ttt-arena-page-'));

function judge(args, input) {
  return execFileSync(JUDGE, args, { input: input, cwd: ROOT, maxBuffer: 1 << 28, stdio: ['pipe', 'pipe', 'pipe'] }).toString();
}

function fail(message) {
  throw new Error(message);
}

function same(actual, expected, what) {
  const a = JSON.stringify(actual), e = JSON.stringify(expected);
  if (a !== e) fail(what + ':\n  page:     ' + a + '\n  expected: ' + e);
}

// Plays a tournament with `--html` and `--format json`: the page's path,
// the games' lines and the standings.
function tournament(name, bots, extra) {
  const html = path.join(scratch, name + '.html');
  const args = ['arena'].concat(bots, ['--seats', '2', '--games', '2', '--seed', '7', '--html', html, '--format', 'json'], extra);
  const lines = judge(args).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
  const last = lines.pop();
  if (!last.standings) fail(name + ': the last line is not the standings');
  if (lines.some((l) => !l.case)) fail(name + ': a line before the standings is no game');
  return { name: name, html: html, games: lines, standings: last.standings };
}

// The standings table's rows as the JSON says them, formatted as the
// table formats them.
function expectedStandings(standings) {
  return standings.map((s, i) => [
    String(i + 1), s.bot, String(s.games), String(s.wins), String(s.draws), String(s.losses),
    String(s.points), s.rating.toFixed(1) + ' \u00b1 ' + s.uncertainty.toFixed(1),
    Object.keys(s.forfeits).length === 0 ? '-'
      : Object.entries(s.forfeits).map(([reason, n]) => reason + ' ' + n).join(', '),
  ]);
}

function seats(game) {
  return game.seats.map((bot, s) => bot + ' (' + game.case.playerMarks[s] + ')').join(' vs ');
}

function expectedGames(games) {
  return games.map((g, i) => {
    if (g.forfeits.length > 1) fail('game ' + (i + 1) + ': more than one forfeit');
    const f = g.forfeits[0];
    const losers = g.stderr.map((text, s) => text === null ? null :
      g.seats[s] + ' (' + g.case.playerMarks[s] + '):\n' + text.trimEnd()).filter((x) => x !== null);
    return ['game ' + (i + 1), String(g.seating), String(g.game), seats(g), g.status,
      f ? f.bot + ': ' + f.reason + ' (' + f.detail + ')' : '-',
      losers.length ? losers.join('\n') : '-'];
  });
}

function expectedTitle(game, number) {
  const f = game.forfeits[0];
  return 'game ' + number + ': ' + seats(game) + ', ' + game.status +
    (f ? ', ' + f.bot + ' forfeited (' + f.reason + ')' : '');
}

// The final board of a statement-000 case, from its calls and the calls
// `run --explain` rejects: cell -> mark.
function finalBoard(c, explained) {
  const rejected = new Set((explained.rejected || []).map((r) => r.call));
  const board = {};
  c.players.forEach((mark, i) => {
    if (!rejected.has(i)) board[c.rows[i] + ',' + c.cols[i]] = mark;
  });
  return board;
}

// The heading and the lines under the board that `show --format svg`
// draws for the case in `file` at `step`.
function svgNotes(file, step) {
  const svg = judge(['show', file, '--step', String(step), '--format', 'svg']);
  const unescape = (t) => t.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  return Array.from(svg.matchAll(/<text x="8" y="\d+">([^<]*)<\/text>/g)).map((m) => unescape(m[1]));
}

async function tableRows(page, id) {
  return page.$$eval('#' + id + ' tbody tr', (rows) => rows.map((r) => Array.from(r.cells).map((c) => c.textContent)));
}

// The game `number`'s replay at its end, reached by its link in the games
// table and the keyboard.
async function replayAtEnd(page, number) {
  const id = 'case-' + number;
  const href = await page.$eval('#games tbody tr:nth-child(' + number + ') a', (a) => a.getAttribute('href'));
  same(href, '#' + id, 'game ' + number + ': its link');
  await page.click('#games tbody tr:nth-child(' + number + ') a');
  same(await page.evaluate(() => location.hash), '#' + id, 'game ' + number + ': the link leads to its replay');
  await page.focus('#' + id);
  await page.keyboard.press('Home');
  await page.keyboard.press('End');
  return page.$eval('#' + id, (section) => {
    const current = section.querySelector('li[aria-current="step"]');
    const text = (node) => (node ? node.textContent : null);
    return {
      title: text(section.querySelector('h2')),
      heading: text(section.querySelector('.heading')),
      notes: Array.from(section.querySelectorAll('.notes p')).map((p) => p.textContent),
      cells: Array.from(section.querySelectorAll('g.cell')).map((g) => ({
        cell: g.getAttribute('data-cell'), mark: g.getAttribute('data-mark'), win: g.classList.contains('win'),
      })),
      steps: section.querySelectorAll('ol.steps li').length,
      current: current && {
        step: Number(current.getAttribute('data-step')),
        result: text(current.querySelector('.result')),
      },
      focused: document.activeElement === section,
    };
  });
}

async function checkPage(browser, t) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  page.on('console', (m) => problems.push('console: ' + m.text()));
  page.on('request', (r) => { if (!r.url().startsWith('file:')) problems.push('request: ' + r.url()); });
  page.on('requestfailed', (r) => problems.push('failed request: ' + r.url()));
  await page.setViewport({ width: 1000, height: 900 });
  await page.goto('file://' + t.html);
  await page.waitForSelector('body[data-ready]');

  same(await tableRows(page, 'standings'), expectedStandings(t.standings), t.name + ': the standings');
  same(await tableRows(page, 'games'), expectedGames(t.games), t.name + ': the games');
  same(await page.$$eval('section.replay', (s) => s.map((x) => x.id)),
    t.games.map((g, i) => 'case-' + (i + 1)), t.name + ': one replay per game');

  let steps = 0;
  for (let i = 0; i < t.games.length; i++) {
    const number = i + 1, game = t.games[i], where = t.name + ' game ' + number;
    const file = path.join(scratch, t.name + '-' + number + '.jsonl');
    fs.writeFileSync(file, JSON.stringify(game.case) + '\n');
    const run = JSON.parse(judge(['run', file]));
    same(run, game.result, where + ': run on its case gives the arena\'s result');
    const explained = JSON.parse(judge(['run', '--explain', file]));
    const total = game.case.players.length;
    const view = await replayAtEnd(page, number);
    if (!view.focused) fail(where + ': the keys moved the focus');
    same(view.title, expectedTitle(game, number), where + ': its title');
    same(view.steps, total, where + ': one listed call per call');
    same(view.heading, 'multi ' + game.case.n + '\u00d7' + game.case.n + ', 3 in a row wins, step ' + total + ' of ' + total,
      where + ': at its end');
    const board = finalBoard(game.case, explained);
    same(view.cells.length, game.case.n * game.case.n, where + ': every cell drawn');
    for (const cell of view.cells) {
      same(cell.mark, board[cell.cell] === undefined ? null : board[cell.cell], where + ': cell ' + cell.cell);
    }
    const end = explained.end;
    const wins = end && end.cells ? end.cells.map((x) => x[0] + ',' + x[1]).sort() : [];
    same(view.cells.filter((c) => c.win).map((c) => c.cell).sort(), wins, where + ': the winning cells');
    if (total === 0) {
      same(view.current, null, where + ': no call listed as current');
    } else {
      same(view.current.step, total, where + ': the last call is current');
      same(view.current.result, JSON.stringify(run[total - 1]), where + ': the last result');
    }
    const last = run.length === 0 ? 'IN_PROGRESS' : run[run.length - 1][1];
    same(last, game.status, where + ': the status run gives');
    const lines = svgNotes(file, total);
    same([view.heading].concat(view.notes).slice(0, lines.length), lines, where + ': as show draws it');
    steps += total;
  }

  same(await page.evaluate(() => window.pwned), undefined, t.name + ': no script from the data ran');
  same(await page.evaluate(() => document.querySelectorAll('img, b, iframe, object, embed').length), 0,
    t.name + ': no element from the data');
  same(await page.evaluate(() => Array.from(document.scripts).map((s) => s.id)), ['ttt-data', ''],
    t.name + ': the page\'s own two scripts only');
  if (problems.length) fail(t.name + ':\n' + problems.join('\n'));
  await page.close();
  return steps;
}

async function main() {
  const plain = tournament('builtins', ['builtin:random', 'builtin:greedy', 'builtin:perfect'], []);
  // A protocol bot with markup as an argument, a function bot whose file
  // name is markup, and a bot that answers markup and forfeits each game.
  // A long move time: the bots run at the lowest priority beside other
  // tests, and a timeout would change the games.
  const dir = path.join(scratch, 'bots');
  fs.mkdirSync(dir);
  const source = path.join(dir, '<img src=x onerror="window.pwned=2">.py');
  fs.copyFileSync(path.join(ROOT, 'docs/examples/arena/corner.py'), source);
  const hostile = tournament('hostile', [
    'python3 docs/examples/arena/first.py </script><script>window.pwned=1</script>',
    source,
    'python3 -c print("<b>garbage</b><script>window.pwned=3</script>")',
    'builtin:random',
  ], ['--sandbox', 'basic', '--move-time', '10']);
  if (!hostile.standings.some((s) => s.forfeits.garbage > 0)) fail('hostile: no bot forfeited with garbage');

  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    userDataDir: path.join(scratch, 'profile'),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const t of [plain, hostile]) {
      const steps = await checkPage(browser, t);
      console.log('ok: ' + t.name + ': ' + t.standings.length + ' bots, ' + t.games.length + ' games, ' + steps + ' calls replayed');
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error.stack || String(error));
  process.exit(1);
});
