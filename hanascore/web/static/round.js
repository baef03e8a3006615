// Tapping a round in: the taps are kept here, every change is checked by the server
// (POST /api/games/ID/draft), and saving sends the sheet the server made of them.
"use strict";
(function () {
  const entry = document.getElementById("entry");
  if (!entry) return;
  const gameId = entry.dataset.game;
  const players = JSON.parse(entry.dataset.players);
  const words = JSON.parse(entry.dataset.words);
  const piles = {};          // "captured.Ann" / "field.end" -> [card id, ...]
  // The pile written "rest": it holds every card no other pile holds, and it never holds a
  // tapped card of its own ("rest" stands alone in its pile).
  let restPile = null;
  // A player's declaration being tapped: cards tapped go there, not into a pile ({key, player}).
  let showing = null;
  let lastQuestions = [];  // the questions last shown, drawn again when a toggle changes
  const facts = {};
  let active = null;
  let current = entry.querySelector(".pile.current").dataset.pile;
  let sheet = "";
  let pending = null;
  entry.querySelectorAll(".pile").forEach((button) => { piles[button.dataset.pile] = []; });
  const deck = Array.from(entry.querySelectorAll(".card")).map((button) => button.dataset.card);
  const correcting = entry.dataset.stored !== undefined;
  const stored = correcting ? JSON.parse(entry.dataset.stored) : null;
  // A correction refused because the game changed meanwhile reloaded this page (staleCorrection):
  // the taps made before are placed again where round N is still as that page showed it.
  const KEPT = `hanascore.correction.${gameId}.${entry.dataset.round}`;
  const reloaded = correcting ? JSON.parse(window.sessionStorage.getItem(KEPT) || "null") : null;
  window.sessionStorage.removeItem(KEPT);
  const keptTaps = reloaded && reloaded.shown === entry.dataset.stored;
  const placed = keptTaps ? reloaded.taps : stored;
  if (correcting) {
    // A round being corrected: its stored cards (or the taps kept) placed, its answers given.
    Object.keys(placed.captured).forEach((party) => { piles[`captured.${party}`] = placed.captured[party].slice(); });
    if (piles["field.end"]) piles["field.end"] = placed.end.slice();
    if (piles["field.start"] && placed.start) piles["field.start"] = placed.start.slice();
    restPile = placed.rest;
    Object.assign(facts, placed.facts);
    active = placed.active;
  }
  // Asks the server for the page's words: problems said to tappers, their places by the page's names.
  const PAGE_READER = { "x-hanascore-reader": "page" };

  // The counted form (a game that counts kinds): per pile, each kind's count and the yaku
  // named; the field as dealt stays cards.  Which form a table uses is remembered per game.
  const counter = document.getElementById("counter");
  const sizes = {};
  if (counter) counter.querySelectorAll(".kind").forEach((row) => { sizes[row.dataset.kind] = Number(row.dataset.size); });
  const kinds = Object.keys(sizes);
  const counts = {};   // pile -> {kind: count}
  const named = {};    // pile -> [yaku id]
  const auto = {};     // pile -> [yaku id] named by the page, as the counts make them certain
  Object.keys(piles).forEach((pile) => { counts[pile] = {}; named[pile] = []; auto[pile] = []; });
  // Each yaku's shape (entry.yaku_shape): its slots' cards per kind, how many form it, what it replaces.
  const shapes = {};
  if (counter) counter.querySelectorAll(".chip").forEach((chip) => { shapes[chip.dataset.yaku] = JSON.parse(chip.dataset.shape); });
  const MODE = `hanascore.mode.${gameId}`;
  let mode = "cards";
  if (counter) mode = (correcting ? placed.mode : window.localStorage.getItem(MODE)) || "cards";
  if (correcting && placed.counted) {
    Object.keys(placed.counted).forEach((pile) => {
      if (!counts[pile]) return;
      counts[pile] = Object.assign({}, placed.counted[pile].counts);
      named[pile] = placed.counted[pile].yaku.slice();
    });
  }

  // The taps as they are, in the shape the server gives a stored round (data-stored).
  function taps() {
    const captured = {};
    Object.keys(piles).filter((pile) => pile.startsWith("captured.")).forEach((pile) => {
      captured[pile.slice("captured.".length)] = piles[pile].slice();
    });
    const counted = {};
    Object.keys(counts).forEach((pile) => { counted[pile] = { counts: Object.assign({}, counts[pile]), yaku: named[pile].slice() }; });
    return {
      mode: mode, counted: counted, captured: captured, rest: restPile,
      end: (piles["field.end"] || []).slice(), start: piles["field.start"] ? piles["field.start"].slice() : null,
      facts: facts, active: active,
    };
  }

  function countedHere(pile) {
    return mode === "counted" && pile !== "field.start";
  }

  // What the piles other than the rest's leave of a kind (the rest's count of it).
  function leftOver(kind) {
    let left = sizes[kind];
    Object.keys(counts).forEach((pile) => { if (pile !== restPile && countedHere(pile)) left -= counts[pile][kind] || 0; });
    return left;
  }

  function countOf(pile, kind) {
    return pile === restPile ? leftOver(kind) : counts[pile][kind] || 0;
  }

  function countedSize(pile) {
    return kinds.reduce((sum, kind) => sum + countOf(pile, kind), 0);
  }

  // A change to the rest's pile makes its counts the pile's own first.
  function ownCounts(pile) {
    if (pile !== restPile) return;
    kinds.forEach((kind) => { counts[pile][kind] = leftOver(kind); });
    restPile = null;
  }

  // How many cards of a slot a pile with these counts holds at least (the rest of the kind
  // cannot hold them all), as the counted checks tell a certain yaku.
  function forced(slot, pile) {
    return Object.keys(slot).reduce((sum, kind) => sum + Math.max(0, countOf(pile, kind) - (sizes[kind] - slot[kind])), 0);
  }

  // A yaku the pile's counts allow: enough cards of the kinds it takes (one with no cards
  // here, Cards of the Month, always).
  function possible(yaku, pile) {
    const shape = shapes[yaku];
    if (!shape.slots.some((slot) => Object.keys(slot).length)) return true;
    if (shape.least) {
      const slot = shape.slots[0];
      return Object.keys(slot).reduce((sum, kind) => sum + Math.min(countOf(pile, kind), slot[kind]), 0) >= shape.least;
    }
    const demand = {};
    shape.slots.forEach((slot) => {
      const of = Object.keys(slot);
      if (of.length === 1) demand[of[0]] = (demand[of[0]] || 0) + 1;
    });
    return Object.keys(demand).every((kind) => countOf(pile, kind) >= demand[kind]);
  }

  // A yaku every way of holding the pile's counts forms.
  function certain(yaku, pile) {
    const shape = shapes[yaku];
    if (!shape.slots.some((slot) => Object.keys(slot).length)) return false;
    if (shape.least) return forced(shape.slots[0], pile) >= shape.least;
    return shape.slots.every((slot) => forced(slot, pile) >= 1);
  }

  // The counts changed: every counted pile names the yaku its counts make certain (unless a
  // yaku named or certain replaces it), and unnames those it named itself that are not so any
  // more.  A chip the player tapped stays as tapped.
  function nameCertain() {
    Object.keys(counts).filter(countedHere).forEach((pile) => {
      const sure = Object.keys(shapes).filter((yaku) => certain(yaku, pile));
      const mine = named[pile].filter((yaku) => !auto[pile].includes(yaku));
      const replaced = new Set();
      mine.concat(sure).forEach((yaku) => shapes[yaku].replaces.forEach((other) => replaced.add(other)));
      const wanted = sure.filter((yaku) => !replaced.has(yaku) && !mine.includes(yaku));
      auto[pile] = wanted;
      named[pile] = Object.keys(shapes).filter((yaku) => mine.includes(yaku) || wanted.includes(yaku));
    });
  }

  // Counts changed: the certain yaku named, then the round checked.
  function recount() {
    nameCertain();
    check();
  }

  function redrawCounter() {
    if (!counter) return;
    entry.querySelectorAll(".mode").forEach((button) => button.setAttribute("aria-checked", String(button.dataset.mode === mode)));
    // Cards shown at the deal are tapped on the deck, counted piles or not.
    const counting = countedHere(current) && !showing;
    counter.hidden = !counting;
    document.getElementById("deck").hidden = counting;
    if (!counting) return;
    counter.querySelectorAll(".kind").forEach((row) => {
      const kind = row.dataset.kind;
      const input = row.querySelector("input");
      // Never under the typing thumb (a count half typed, or emptied to be typed again).
      const shown = Number.parseInt(input.value, 10);
      const typing = document.activeElement === input && (input.value === "" || shown === countOf(current, kind));
      if (!typing) input.value = String(countOf(current, kind));
      // How many of the kind this pile may still hold: what the other piles leave.
      let others = 0;
      Object.keys(counts).forEach((pile) => { if (pile !== current && pile !== restPile && countedHere(pile)) others += counts[pile][kind] || 0; });
      row.querySelector(".left").textContent = String(sizes[kind] - others);
    });
    // The yaku the counts allow, and any named: a short row, above the save bar.
    counter.querySelectorAll(".chip").forEach((chip) => {
      const on = named[current].includes(chip.dataset.yaku);
      chip.setAttribute("aria-pressed", String(on));
      chip.hidden = !on && !possible(chip.dataset.yaku, current);
    });
  }

  // The pile a card was tapped into, or null.
  function tappedInto(card) {
    return Object.keys(piles).find((pile) => piles[pile].includes(card)) || null;
  }

  // The pile that holds a card: the one it was tapped into, else the rest's.
  function holderOf(card) {
    return tappedInto(card) || restPile;
  }

  function unplaced() {
    return deck.filter((card) => tappedInto(card) === null);
  }

  function pileButton(pile) {
    return entry.querySelector(`.pile[data-pile="${CSS.escape(pile)}"]`);
  }

  function choosePile(pile) {
    current = pile;
    const clear = document.getElementById("clear");
    clear.textContent = clear.dataset.said.replace("{pile}", pileButton(pile).dataset.label);
    entry.querySelectorAll(".pile").forEach((button) => {
      const chosen = button.dataset.pile === pile;
      button.classList.toggle("current", chosen);
      button.setAttribute("aria-selected", String(chosen));
      button.tabIndex = chosen ? 0 : -1;  // a roving tabindex: Tab reaches the chosen pile only
    });
  }

  function redraw() {
    entry.querySelectorAll(".pile").forEach((button) => {
      const pile = button.dataset.pile;
      let count = restPile === pile ? unplaced().length : piles[pile].length;
      if (countedHere(pile)) count = countedSize(pile);
      button.querySelector(".count").textContent = String(count);
      button.classList.toggle("rest", restPile === pile);
    });
    entry.querySelectorAll(".card").forEach((button) => {
      const holder = holderOf(button.dataset.card);
      button.setAttribute("aria-pressed", String(holder !== null));
      button.classList.toggle("here", holder === current);
      // The holder's tag and colour: which pile holds a card shows on the card itself.
      const tag = holder ? pileButton(holder).dataset.tag : "";
      button.querySelector(".holder").textContent = tag;
      if (holder) button.dataset.colour = pileButton(holder).dataset.colour;
      else delete button.dataset.colour;
    });
    redrawCounter();
  }

  function draft() {
    const body = { captured: {}, field: {}, facts: facts, active: active };
    Object.keys(piles).forEach((pile) => {
      let tokens = piles[pile].slice();
      if (restPile === pile) tokens.push("rest");
      if (countedHere(pile)) {
        // As players write a counted pile: "3 brights 8 chaff + three-brights".
        tokens = restPile === pile ? ["rest"] : kinds.filter((kind) => counts[pile][kind]).map((kind) => `${counts[pile][kind]} ${kind}`);
        named[pile].forEach((yaku) => tokens.push("+", yaku));
      }
      const [section, name] = [pile.slice(0, pile.indexOf(".")), pile.slice(pile.indexOf(".") + 1)];
      body[section][name] = tokens.join(" ");
    });
    return body;
  }

  function problemItem(problem) {
    const item = document.createElement("li");
    if (!problem) {
      item.className = "ok";
      item.textContent = words.no_problems;
      return item;
    }
    item.dataset.code = problem.code;
    // In the page's words, a place the page has no name for is left out (a sheet's key); a
    // problem refused before the page's words were made (a malformed answer) keeps its where.
    const place = problem.said === undefined ? problem.where : problem.place;
    if (place) {
      const where = document.createElement("b");
      where.textContent = place + ": ";
      item.append(where);
    }
    item.append(document.createTextNode(problem.said || problem.message));
    return item;
  }

  function itemKey(item) {
    return [item.className, item.dataset.code || "", item.textContent].join("\u0000");
  }

  // The list is a live region: only the items that changed are replaced, so a screen reader
  // announces a new problem (or "no problems") and never reads the whole list again per tap.
  function showProblems(list) {
    // Save says how many problems are still open, where the thumb is.
    const open = document.getElementById("open-count");
    open.textContent = words.open_problems.replace("{n}", String(list.length));
    open.hidden = !list.length;
    const box = document.getElementById("problems");
    const wanted = (list.length ? list : [null]).map(problemItem);
    const kept = new Map();
    Array.from(box.children).forEach((item) => {
      const key = itemKey(item);
      if (!kept.has(key)) kept.set(key, []);
      kept.get(key).push(item);
    });
    const items = wanted.map((item) => {
      const same = kept.get(itemKey(item));
      return same && same.length ? same.shift() : item;
    });
    Array.from(box.children).forEach((item) => { if (!items.includes(item)) item.remove(); });
    items.forEach((item, index) => {
      if (box.children[index] !== item) box.insertBefore(item, box.children[index] || null);
    });
  }

  // A group of controls, named by the question above it.
  function choiceGroup(labelId, className) {
    const group = document.createElement("div");
    group.className = className;
    group.setAttribute("role", "group");
    group.setAttribute("aria-labelledby", labelId);
    return group;
  }

  // One player's answer to a question asked of each player; nobody's answer leaves it unsaid.
  function answerFor(key, player, answer) {
    const given = Object.assign({}, facts[key] || {});
    if (answer) given[player] = answer; else delete given[player];
    if (Object.keys(given).length) facts[key] = given; else delete facts[key];
  }

  // How often each player did something (koi-koi calls): a stepper per player, 0 unsaid.
  function calls(question, labelId, value) {
    const group = choiceGroup(labelId, "choices calls");
    const most = question.choices.length ? Number(question.choices[question.choices.length - 1][0]) : 99;
    players.forEach((player, index) => {
      const row = document.createElement("div");
      row.className = "call";
      const label = document.createElement("label");
      const input = document.createElement("input");
      input.id = `${labelId}-${index}`;
      label.htmlFor = input.id;
      label.textContent = player;
      input.type = "number"; input.min = "0"; input.max = String(most); input.inputMode = "numeric";
      input.value = String((value && value[player]) || 0);
      function set(count) {
        const chosen = Math.max(0, Math.min(most, Number.isNaN(count) ? 0 : count));
        answerFor(question.key, player, chosen);
        input.value = String(chosen);
        check();
      }
      const steps = [["-1", "−", words.call_fewer], ["1", "+", words.call_more]].map(([step, sign, said]) => {
        const button = document.createElement("button");
        button.type = "button"; button.className = "step"; button.dataset.step = step;
        button.textContent = sign;
        button.setAttribute("aria-label", `${player}: ${said}`);
        button.addEventListener("click", () => set(Number(input.value || 0) + Number(step)));
        return button;
      });
      input.addEventListener("change", () => set(Number.parseInt(input.value, 10)));
      row.append(label, steps[0], input, steps[1]);
      group.append(row);
    });
    return group;
  }

  function control(question, labelId) {
    const value = question.key === "active" ? active : facts[question.key];
    if (question.answer === "calls") return calls(question, labelId, value);
    if (question.answer === "players" || question.answer === "bids") {
      const group = choiceGroup(labelId, "choices");
      players.forEach((player) => {
        const field = document.createElement("label");
        const input = document.createElement("input");
        if (question.answer === "players") {
          input.type = "checkbox";
          input.checked = value ? value.includes(player) : false;
          input.addEventListener("change", () => {
            const chosen = new Set(active || []);
            input.checked ? chosen.add(player) : chosen.delete(player);
            active = players.filter((p) => chosen.has(p));
            if (!active.length) active = null;
            check();
          });
        } else {
          input.type = "number"; input.min = "0"; input.inputMode = "numeric";
          input.value = value && value[player] !== undefined ? value[player] : "";
          input.addEventListener("change", () => {
            const bids = Object.assign({}, facts[question.key] || {});
            if (input.value === "") delete bids[player]; else bids[player] = Number(input.value);
            facts[question.key] = bids;
            check();
          });
        }
        field.append(input, document.createTextNode(" " + player));
        group.append(field);
      });
      return group;
    }
    if (question.answer === "player-list") {
      // Players in the order tapped (sage: the order of their first call).
      const group = choiceGroup(labelId, "choices");
      players.forEach((player) => {
        const field = document.createElement("label");
        const input = document.createElement("input");
        input.type = "checkbox";
        input.checked = Array.isArray(value) && value.includes(player);
        input.addEventListener("change", () => {
          const listed = (facts[question.key] || []).filter((p) => p !== player);
          if (input.checked) listed.push(player);
          if (listed.length) facts[question.key] = listed; else delete facts[question.key];
          check();
        });
        field.append(input, document.createTextNode(" " + player));
        group.append(field);
      });
      return group;
    }
    if (question.answer === "place" || question.answer === "by-player") {
      // Cards (and, per player, what each declared) as typed.
      const group = choiceGroup(labelId, "choices");
      (question.answer === "place" ? [null] : players).forEach((player) => {
        // A row per player: the name and the cards typed, then the button to tap them instead.
        const row = document.createElement("div");
        row.className = "typed";
        row.classList.toggle("on", Boolean(showing && showing.key === question.key && showing.player === player));
        const field = document.createElement("label");
        const input = document.createElement("input");
        input.type = "text";
        input.value = player === null ? (value || "") : (value && value[player]) || "";
        input.addEventListener("change", () => {
          if (player === null) {
            if (input.value.trim()) facts[question.key] = input.value.trim(); else delete facts[question.key];
          } else {
            answerFor(question.key, player, input.value.trim());
          }
          check();
        });
        if (player !== null) field.append(document.createTextNode(player));
        field.append(input);
        row.append(field);
        group.append(row);
        if (player !== null) {
          // The cards a player showed, tapped on the deck instead of typed.
          const toggle = document.createElement("button");
          toggle.type = "button";
          toggle.className = "button show-cards";
          // Beside the player's name: the name is said, not shown again.
          const whose = document.createElement("span");
          whose.className = "whose";
          whose.textContent = " · " + player;
          toggle.append(document.createTextNode(words.show_cards), whose);
          const on = showing && showing.key === question.key && showing.player === player;
          toggle.setAttribute("aria-pressed", on ? "true" : "false");
          toggle.dataset.player = player;
          toggle.addEventListener("click", () => {
            showing = on ? null : { key: question.key, player: player };
            drawPanel();
            const again = Array.from(panel.querySelectorAll(".show-cards")).find((b) => b.dataset.player === player);
            if (again) again.focus({ preventScroll: true });
            redraw();
          });
          row.append(toggle);
        }
      });
      return group;
    }
    let options = question.choices;
    if (question.answer === "yes-no-by-card") options = [["true", words.yes], ["false", words.no]];
    options = options.map((choice) => (Array.isArray(choice) ? choice : [choice, choice]));
    const chosen = value !== undefined && value !== null ? String(value) : null;
    if (options.length <= FEW) {
      // A few answers: one tap each (the chosen one tapped again unsays it), and the question
      // closes on its chip, which shows the answer.
      const group = choiceGroup(labelId, "choices picks");
      options.forEach(([optionValue, text]) => {
        const pick = document.createElement("button");
        pick.type = "button"; pick.className = "button pick";
        pick.textContent = text;
        pick.setAttribute("aria-pressed", String(chosen === String(optionValue)));
        pick.addEventListener("click", () => {
          choose(question, chosen === String(optionValue) ? "" : String(optionValue));
          closeQuestion(true);
        });
        group.append(pick);
      });
      return group;
    }
    const select = document.createElement("select");
    select.name = question.key;
    select.setAttribute("aria-labelledby", labelId);  // the question is its label
    [["", "—"]].concat(options).forEach(([optionValue, text]) => {
      const option = document.createElement("option");
      option.value = optionValue;
      option.textContent = text;
      option.selected = chosen === String(optionValue);
      select.append(option);
    });
    select.addEventListener("change", () => choose(question, select.value));
    return select;
  }

  // One answer chosen ("" unsays it), kept as the sheet writes it.
  function choose(question, chosen) {
    if (chosen === "") delete facts[question.key];
    else if (question.answer === "yes-no-by-card") facts[question.key] = chosen === "true";
    else if (question.answer === "number") facts[question.key] = Number(chosen);
    else facts[question.key] = chosen;
    check();
  }

  // The game's questions as one row of chips above the piles, each showing its answer; a
  // chip opens its question below the row.  A question that becomes relevant never takes the
  // focus nor moves the page (the player may be mid-pile): its chip is added, marked new until
  // opened, and a polite status names it.
  const questionBox = document.getElementById("questions");
  const chipRow = questionBox.querySelector(".asked");
  const panel = document.getElementById("question-panel");
  const questionWords = JSON.parse(questionBox.dataset.words);
  const chipNames = JSON.parse(questionBox.dataset.chips);
  const FEW = 8;            // up to this many answers are buttons, more a list to choose from
  let opened = null;        // the key of the question open below the chips
  const fresh = new Set();  // questions that came after the first answer, not opened yet
  let wanted = new Set();   // questions a problem is about
  let shownOnce = false;

  function chipName(question) {
    return chipNames[question.key] || question.text;
  }

  // A question's answer as its chip shows it; "—" while it has none.
  function answerText(question) {
    const value = question.key === "active" ? active : facts[question.key];
    if (value === undefined || value === null || value === "") return "—";
    if (Array.isArray(value)) return value.join(", ") || "—";
    if (typeof value === "object") {
      const given = Object.keys(value).filter((player) => value[player] !== 0 || question.answer === "bids");
      const apart = question.answer === "by-player" || question.answer === "yes-no-by-card" ? ": " : " ";
      return given.map((player) => `${player}${apart}${value[player]}`).join(", ") || "—";
    }
    if (question.answer === "yes-no-by-card") return value ? words.yes : words.no;
    const choice = (question.choices || []).find((c) => Array.isArray(c) && String(c[0]) === String(value));
    return choice ? choice[1] : String(value);
  }

  function chipOf(key) {
    return Array.from(chipRow.children).find((chip) => chip.dataset.key === key) || null;
  }

  function drawChip(chip, question) {
    const name = chip.querySelector(".name");
    const answer = chip.querySelector(".answer");
    name.textContent = chipName(question);
    answer.textContent = answerText(question);
    const marked = fresh.has(question.key) || (wanted.has(question.key) && opened !== question.key);
    chip.classList.toggle("new", fresh.has(question.key));
    chip.classList.toggle("wanted", wanted.has(question.key));
    chip.querySelector(".mark").textContent = marked ? questionWords.wanted : "";
    chip.setAttribute("aria-expanded", String(opened === question.key));
  }

  function makeChip(question) {
    const chip = document.createElement("button");
    chip.type = "button";
    chip.className = "ask";
    chip.dataset.key = question.key;
    chip.setAttribute("aria-controls", panel.id);
    const name = document.createElement("span");
    name.className = "name";
    const answer = document.createElement("span");
    answer.className = "answer";
    const mark = document.createElement("span");
    mark.className = "mark";  // said, not shown: the chip's dot shows it
    chip.append(name, answer, mark);
    chip.addEventListener("click", () => {
      if (opened === question.key) closeQuestion(false);
      else openQuestion(question.key);
    });
    return chip;
  }

  // The open question, drawn again (its answers as they are now).
  function drawPanel() {
    const question = lastQuestions.find((q) => q.key === opened);
    panel.replaceChildren();
    panel.hidden = !question;
    if (!question) return;
    const field = document.createElement("div");
    field.className = "question";
    field.dataset.key = question.key;
    const text = document.createElement("p");
    text.id = `question-${question.key}`;
    text.textContent = question.text;
    field.append(text, control(question, text.id));
    const done = document.createElement("button");
    done.type = "button"; done.className = "button done";
    done.textContent = questionWords.done;
    done.addEventListener("click", () => closeQuestion(true));
    panel.setAttribute("aria-labelledby", text.id);
    panel.append(field, done);
    // A hand being shown on the deck: its row alone, at the bottom, the deck free above it.
    panel.classList.toggle("showing", Boolean(showing));
  }

  // Opened by the player: the focus goes into the question, on its first answer.
  function openQuestion(key) {
    if (opened) closeQuestion(false);
    opened = key;
    fresh.delete(key);
    drawPanel();
    lastQuestions.forEach((question) => { const chip = chipOf(question.key); if (chip) drawChip(chip, question); });
    const first = panel.querySelector("button, input, select");
    (first || panel).focus({ preventScroll: true });
    redraw();
  }

  // Closed: the cards tapped go to the piles again, and the focus back to the chip when asked.
  function closeQuestion(refocus) {
    // An answer being typed is given first (leaving its box says it, as a tap elsewhere does).
    if (panel.contains(document.activeElement)) document.activeElement.blur();
    const key = opened;
    opened = null;
    showing = null;
    panel.hidden = true;
    panel.replaceChildren();
    lastQuestions.forEach((question) => { const chip = chipOf(question.key); if (chip) drawChip(chip, question); });
    const chip = chipOf(key);
    if (refocus && chip) chip.focus({ preventScroll: true });
    redraw();
  }
  panel.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    closeQuestion(true);
  });
  // The question lies over what is below the chips: a tap anywhere else closes it (and does
  // what it taps), except a card tapped into a hand being shown.
  document.addEventListener("pointerdown", (event) => {
    if (!opened || panel.contains(event.target) || chipRow.contains(event.target)) return;
    if (showing && event.target.closest(".card")) return;
    closeQuestion(false);
  });

  function showQuestions(list, problems) {
    lastQuestions = list;
    if (problems) wanted = new Set(problems.map((problem) => (problem.where || "").split(".")[0]));
    const keys = list.map((question) => question.key);
    const arrived = [];
    list.forEach((question, index) => {
      let chip = chipOf(question.key);
      if (!chip) {
        chip = makeChip(question);
        if (shownOnce) { fresh.add(question.key); arrived.push(question); }
      }
      drawChip(chip, question);
      if (chipRow.children[index] !== chip) chipRow.insertBefore(chip, chipRow.children[index] || null);
    });
    Array.from(chipRow.children).forEach((chip) => {
      if (keys.includes(chip.dataset.key)) return;
      fresh.delete(chip.dataset.key);
      chip.remove();
    });
    questionBox.classList.toggle("empty", !list.length);
    if (opened && !keys.includes(opened)) {
      // The question no longer matters: closed, the focus (if it was there) on the row.
      const inside = panel.contains(document.activeElement);
      closeQuestion(false);
      if (inside) (chipRow.firstElementChild || questionBox).focus({ preventScroll: true });
    } else if (opened && !panel.contains(document.activeElement)) {
      drawPanel();  // never redrawn under the player's thumb
    }
    if (arrived.length) {
      questionBox.querySelector(".said").textContent = questionWords.new.replace("{names}", arrived.map(chipName).join(", "));
      // The row alone brought to the new chip where it is out of sight (never the page).
      const first = chipOf(arrived[0].key);
      if (first.offsetLeft + first.offsetWidth > chipRow.scrollLeft + chipRow.clientWidth || first.offsetLeft < chipRow.scrollLeft) {
        chipRow.scrollLeft = first.offsetLeft - chipRow.offsetLeft;
      }
    }
    shownOnce = true;
  }

  // The round checked as it stands: Save waits for the last check asked for.
  let checking = Promise.resolve();
  function check() {
    checking = checkNow();
    return checking;
  }
  // Settled once the last check asked for is answered (one asked meanwhile waited for too).
  async function checked() {
    let seen;
    do {
      seen = checking;
      await seen;
    } while (seen !== checking);
  }

  async function checkNow() {
    // A tap changes the round: a question about saving it as it was no longer applies.
    const asked = document.getElementById("duplicate");
    if (asked) asked.remove();
    redraw();
    if (pending) pending.abort();
    pending = new AbortController();
    let answer;
    try {
      // A correction is checked as the round it replaces (its dealer, what it carries in).
      const which = correcting ? `?round=${encodeURIComponent(entry.dataset.round)}` : "";
      const response = await fetch(`/api/games/${encodeURIComponent(gameId)}/draft${which}`, {
        method: "POST",
        headers: Object.assign({ "content-type": "application/json" }, PAGE_READER),
        body: JSON.stringify(draft()),
        signal: pending.signal,
      });
      answer = await response.json();
    } catch (error) {
      if (error.name === "AbortError") return;
      showProblems([{ code: "offline", message: words.offline }]);
      return;
    }
    if (!answer.sheet && answer.errors) {
      // No sheet came of these taps: the one made of earlier taps must not be saved either.
      saveReady(false);
      showProblems(answer.errors);
      return;
    }
    sheet = answer.sheet;
    showProblems(answer.errors);
    showQuestions(answer.questions, answer.errors);
    const preview = document.getElementById("preview");
    preview.innerHTML = answer.preview || "";  // rendered and escaped by the server
    saveReady(Boolean(answer.result));
  }

  // A pile not counted yet, chosen in the counted form: its first count takes the typing.
  function firstCount() {
    if (!counter || counter.hidden || current === restPile || countedSize(current)) return;
    const first = counter.querySelector(".kind input");
    if (first) first.focus({ preventScroll: true });
  }
  entry.querySelectorAll(".pile").forEach((button) => {
    button.addEventListener("click", () => { choosePile(button.dataset.pile); redraw(); firstCount(); });
  });
  // A pile's whole name where it fits its tab, else its short one (the whole one still read out).
  function fitNames() {
    entry.querySelectorAll(".pile").forEach((button) => {
      button.classList.remove("shortened");
      const name = button.querySelector(".name");
      if (button.querySelector(".short") && name.scrollWidth > name.clientWidth) button.classList.add("shortened");
    });
  }
  window.addEventListener("resize", fitNames);
  fitNames();
  if (document.fonts) document.fonts.ready.then(fitNames);  // measured again in the fonts drawn
  choosePile(current);
  // The pile tabs move with the arrow keys (Home and End go to the first and last), as tabs do.
  entry.querySelector(".piles").addEventListener("keydown", (event) => {
    const tabs = Array.from(entry.querySelectorAll(".pile"));
    const at = tabs.findIndex((tab) => tab.dataset.pile === current);
    const moves = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const tab = tabs[(moves[event.key] + tabs.length) % tabs.length];
    choosePile(tab.dataset.pile);
    tab.focus();
    redraw();
  });
  entry.querySelectorAll(".card").forEach((button) => {
    button.addEventListener("click", () => {
      const card = button.dataset.card;
      if (showing) {
        // A card shown at the deal: into (or out of) the player's declaration, not a pile.
        const tokens = ((facts[showing.key] || {})[showing.player] || "").split(/[\s,]+/).filter((t) => t);
        const at = tokens.indexOf(card);
        if (at >= 0) tokens.splice(at, 1); else tokens.push(card);
        answerFor(showing.key, showing.player, tokens.join(" "));
        check();
        return;
      }
      const tapped = tappedInto(card);
      if (current === restPile) {
        if (tapped) {
          // Into the rest's pile: out of the pile it was tapped into, so the rest takes it.
          piles[tapped] = piles[tapped].filter((c) => c !== card);
        } else {
          // Out of the rest's pile: it becomes the cards it held, less this one.
          piles[current] = unplaced().filter((c) => c !== card);
          restPile = null;
        }
      } else {
        if (tapped) piles[tapped] = piles[tapped].filter((c) => c !== card);
        if (tapped !== current) piles[current].push(card);
      }
      check();
    });
  });
  document.getElementById("rest").addEventListener("click", () => {
    if (countedHere(current) && countedSize(current) && restPile !== current) {
      // A pile with counts takes what the other piles leave of every kind.
      const left = {};
      kinds.forEach((kind) => { left[kind] = leftOver(kind); });
      kinds.forEach((kind) => { counts[current][kind] = (counts[current][kind] || 0) + left[kind]; });
      restPile = null;
    } else if (countedHere(current)) {
      restPile = restPile === current ? null : current;
    } else if (piles[current].length) {
      // A pile with tapped cards takes every card no pile holds ("rest" stands alone in a pile).
      piles[current] = piles[current].concat(unplaced());
      restPile = null;
    } else {
      restPile = restPile === current ? null : current;
    }
    recount();
  });
  // Clearing a pile says so for 5 s with an undo, which puts the pile back as it was.
  let undoing = null;
  document.getElementById("clear").addEventListener("click", () => {
    const pile = current;
    const before = {
      cards: piles[pile].slice(), counts: Object.assign({}, counts[pile]), named: named[pile].slice(), auto: auto[pile].slice(), rest: restPile,
    };
    piles[pile] = [];
    if (countedHere(pile)) { counts[pile] = {}; named[pile] = []; auto[pile] = []; }
    if (restPile === pile) restPile = null;
    recount();
    const toast = document.getElementById("toast");
    const said = document.createElement("span");
    said.textContent = words.cleared.replace("{pile}", pileButton(pile).dataset.label);
    const undo = document.createElement("button");
    undo.type = "button"; undo.className = "button"; undo.id = "undo-clear";
    undo.textContent = words.undo_clear;
    undo.addEventListener("click", () => {
      piles[pile] = before.cards; counts[pile] = before.counts; named[pile] = before.named; auto[pile] = before.auto;
      if (before.rest === pile) restPile = pile;
      toast.replaceChildren();
      window.clearTimeout(undoing);
      recount();
    });
    toast.replaceChildren(said, undo);
    window.clearTimeout(undoing);
    undoing = window.setTimeout(() => toast.replaceChildren(), 5000);
  });
  if (counter) {
    entry.querySelectorAll(".mode").forEach((button) => {
      button.addEventListener("click", () => {
        const was = mode;
        mode = button.dataset.mode;
        window.localStorage.setItem(MODE, mode);
        recount();
        // Counting begins: the first count takes the typing at once.
        if (was !== mode) firstCount();
      });
    });
    const fields = Array.from(counter.querySelectorAll(".kind input"));
    // The next kind's count, ready to be typed over (after the last, the keyboard closes).
    function nextField(input) {
      const next = fields[fields.indexOf(input) + 1];
      if (next) next.focus(); else input.blur();
    }
    counter.querySelectorAll(".kind").forEach((row) => {
      const kind = row.dataset.kind;
      const input = row.querySelector("input");
      row.querySelectorAll(".step").forEach((step) => {
        const once = () => {
          ownCounts(current);
          const count = (counts[current][kind] || 0) + Number(step.dataset.step);
          counts[current][kind] = Math.max(0, Math.min(sizes[kind], count));
          recount();
        };
        // Held down, a step repeats (20 chaff without 20 taps); let go, it stops.  The click
        // that ends a press which repeated is not one step more.
        let timer = null;
        let repeated = false;
        const stop = () => { window.clearTimeout(timer); window.clearInterval(timer); timer = null; };
        step.addEventListener("pointerdown", () => {
          stop();
          repeated = false;
          timer = window.setTimeout(() => {
            timer = window.setInterval(() => { repeated = true; once(); }, 120);
          }, 450);
        });
        ["pointerup", "pointerleave", "pointercancel"].forEach((name) => step.addEventListener(name, stop));
        step.addEventListener("contextmenu", (event) => event.preventDefault());
        step.addEventListener("click", () => {
          if (repeated) { repeated = false; return; }
          once();
        });
      });
      // A count tapped is typed over, not added to ("2" then "3" is 3, not 23).
      input.addEventListener("focus", () => input.select());
      input.addEventListener("pointerup", () => input.select());  // a tap's release keeps it so
      input.addEventListener("input", () => {
        ownCounts(current);
        const typed = Number.parseInt(input.value, 10);
        counts[current][kind] = Number.isNaN(typed) ? 0 : Math.max(0, typed);
        recount();
        // A count no digit more could make (2 of 5 brights, 10 of 20 chaff) is whole: the
        // next kind's count takes the typing, as a paper sheet's next box would.
        if (!Number.isNaN(typed) && /^[0-9]+$/.test(input.value) && (typed === 0 || typed * 10 > sizes[kind])) nextField(input);
      });
      input.addEventListener("keydown", (event) => {
        if (event.key === "Enter") { event.preventDefault(); nextField(input); }
      });
      input.addEventListener("change", () => redraw());  // once typed, shown as counted
    });
    counter.querySelectorAll(".chip").forEach((chip) => {
      chip.addEventListener("click", () => {
        const yaku = chip.dataset.yaku;
        const chosen = named[current];
        named[current] = chosen.includes(yaku) ? chosen.filter((y) => y !== yaku) : chosen.concat([yaku]);
        auto[current] = auto[current].filter((y) => y !== yaku);  // the player's from now on
        check();
      });
    });
  }
  // While this page saves, the game's change is its own: following it would take this
  // phone's save for another's and reload instead of showing the game.
  let saving = false;
  async function saveRound(repeat) {
    const save = document.getElementById("save");
    saveReady(false);
    saving = true;
    // The number of the round this page adds: a game that moved on meanwhile refuses it.
    // Asked first, the server refuses a round identical to the last one: the player decides.
    const again = repeat ? "&duplicate=ok" : "&duplicate=ask";
    let response;
    const game = encodeURIComponent(gameId);
    const number = encodeURIComponent(entry.dataset.round);
    try {
      // A correction replaces its round, unless the game changed since this page was shown.
      const address = correcting
        ? `/api/games/${game}/rounds/${number}?stamp=${encodeURIComponent(entry.dataset.stamp)}`
        : `/api/games/${game}/rounds?round=${number}${again}`;
      response = await fetch(address, {
        method: correcting ? "PUT" : "POST",
        headers: Object.assign({ "content-type": "text/plain; charset=utf-8" }, PAGE_READER),
        body: correcting ? stored.comments + sheet : sheet,
      });
    } catch (error) {
      // No answer (the server away for a moment): saving again is safe, the round number
      // keeps a second save of this round from being stored twice.
      saveReady(true);
      saving = false;
      return;
    }
    if (response.status === 201 || (correcting && response.ok)) {
      window.location.href = `/games/${game}` + (correcting ? `#round-${number}` : "");
      return;
    }
    const answer = await response.json();
    if (response.status === 409 && answer.duplicate_of) {  // the same round as the last one
      saving = false;
      askRepeat(answer.duplicate_of);
      return;
    }
    if (response.status === 409 && !correcting) {  // saved by another phone meanwhile, or the game is over
      movedOn((answer.errors || []).map((problem) => problem.said || problem.message).join(" "));
      return;
    }
    // The game changed since this page was shown (the round corrected may be gone).
    const changed = { 409: "stale", 404: "no-such-round" }[response.status];
    if (correcting && changed && (answer.errors || []).some((problem) => problem.code === changed)) {
      staleCorrection();
      return;
    }
    showProblems(answer.errors || []);
    saveReady(true);
    saving = false;
  }
  // Save is never disabled outright: tapped while the round has problems (or while a save is
  // under way), it shows the problems near the top instead of doing nothing.
  function saveReady(ready) {
    document.getElementById("save").setAttribute("aria-disabled", String(!ready));
  }
  function toProblems() {
    const section = entry.querySelector(".check");
    section.style.scrollMarginTop = `${entry.querySelector(".piles").offsetHeight + 8}px`;
    section.scrollIntoView({ block: "start" });
    document.getElementById("problems-title").focus({ preventScroll: true });
  }
  document.getElementById("open-count").addEventListener("click", toProblems);
  // Save never sends an out-of-date round: an answer still being typed is given first (as
  // leaving its box does), and the check of the round as it then stands is waited for.
  let waiting = false;
  document.getElementById("save").addEventListener("click", async () => {
    if (saving || waiting) return;
    const typing = document.activeElement;
    if (typing && entry.contains(typing) && typing.matches("input, select, textarea")) typing.blur();
    waiting = true;
    await checked();
    waiting = false;
    if (document.getElementById("save").getAttribute("aria-disabled") !== "true") saveRound(false);
    else toProblems();
  });

  // The round is the same as the one saved last (a second phone saving it too, or a slip):
  // asked beside Save, where the thumb is, before anything is written.
  function askRepeat(number) {
    const save = document.getElementById("save");
    const box = document.createElement("div");
    box.id = "duplicate";
    box.className = "question duplicate";
    box.setAttribute("role", "group");
    const text = document.createElement("p");
    text.id = "duplicate-text";
    text.textContent = words.duplicate.replace("{n}", String(number));
    box.setAttribute("aria-labelledby", text.id);
    const add = document.createElement("button");
    add.type = "button"; add.className = "button"; add.id = "duplicate-add";
    add.textContent = words.duplicate_add;
    const keep = document.createElement("button");
    keep.type = "button"; keep.className = "button"; keep.id = "duplicate-cancel";
    keep.textContent = words.duplicate_cancel;
    add.addEventListener("click", () => { box.remove(); saveRound(true); });
    keep.addEventListener("click", () => { box.remove(); saveReady(true); save.focus(); });
    box.append(text, add, keep);
    save.parentElement.prepend(box);  // a row of its own at the top of the bar Save is in
    keep.focus();
  }

  // Another phone saved this round (or changed the game): the page is loaded again, so it
  // never offers to add a round under a number that is taken; it says why once reloaded.
  const NOTE = `hanascore.moved-on.${gameId}`;
  function movedOn(message) {
    window.sessionStorage.setItem(NOTE, message);
    window.location.reload();
  }
  // A correction refused because the game changed meanwhile (another phone saved, corrected
  // or undid a round): the page loads the game as it is now and says why, once, in its own
  // words.  The taps are kept when round N is still as this page showed it (the change was
  // elsewhere); a round corrected meanwhile is shown as it is now, not overwritten unseen.
  // A round undone meanwhile is no more: loaded again, the page says so itself.
  async function staleCorrection() {
    let there = true;
    try {
      const standings = await (await fetch(`/api/games/${encodeURIComponent(gameId)}/standings`, { cache: "no-store" })).json();
      there = standings.rounds_played >= Number(entry.dataset.round);
    } catch (error) {
      // The server is away for a moment: the page is loaded again all the same.
    }
    if (there) window.sessionStorage.setItem(KEPT, JSON.stringify({ shown: entry.dataset.stored, taps: taps() }));
    window.location.reload();
  }
  if (reloaded) {
    const box = document.getElementById("moved-on");
    box.textContent = keptTaps ? words.correction_kept : words.correction_replaced.replace("{n}", entry.dataset.round);
    box.hidden = false;
  }
  const note = window.sessionStorage.getItem(NOTE);
  if (note) {
    window.sessionStorage.removeItem(NOTE);
    const box = document.getElementById("moved-on");
    box.textContent = note;
    box.hidden = false;
  }
  async function follow() {
    try {
      const game = encodeURIComponent(gameId);
      // While this page saves, the save's answer says where to go.
      const answer = saving ? {} : await (await fetch(`/api/games/${game}/stamp`, { cache: "no-store" })).json();
      if (answer.stamp && answer.stamp !== entry.dataset.stamp) {
        const standings = await (await fetch(`/api/games/${game}/standings`, { cache: "no-store" })).json();
        const number = Number(entry.dataset.round);
        const moved = standings.over || standings.rounds_played + 1 !== number;
        // A save begun meanwhile may be that very change: its own answer says where to go.
        if (moved && !saving) {
          const saved = standings.rounds_played >= number;
          movedOn(saved ? words.moved_on.replace("{n}", String(number)) : words.game_changed);
          return;
        }
        if (!moved) entry.dataset.stamp = answer.stamp;
      }
    } catch (error) {
      // The server is away for a moment (a phone changing networks): try again next time.
    }
    window.setTimeout(follow, 2000);
  }
  // A correction is not the next round: another phone's save only makes its stamp stale,
  // and saving then says so.
  if (!correcting) window.setTimeout(follow, 2000);
  check();
})();
