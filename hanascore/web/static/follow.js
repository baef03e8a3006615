// Follow the ledger: when the game changes (a round added on another phone), fetch the
// part of the page that shows it again.  Polling once a second keeps it within two seconds.
"use strict";
(function () {
  const live = document.getElementById("live");
  if (!live) return;
  const game = encodeURIComponent(live.dataset.game);
  // Undo asks first: its button shows the question, "keep it" hides it again.  Listened to
  // on the part that follows the ledger, so it works after every redraw of it.
  live.addEventListener("click", (event) => {
    const undo = document.getElementById("undo");
    const ask = document.getElementById("undo-ask");
    if (!undo || !ask) return;
    const asking = event.target.closest("#undo") !== null;
    if (!asking && event.target.closest("#undo-keep") === null) return;
    ask.hidden = !asking;
    undo.setAttribute("aria-expanded", String(asking));
    (asking ? document.getElementById("undo-keep") : undo).focus();
  });
  async function poll() {
    try {
      const answer = await (await fetch(`/api/games/${game}/stamp`, { cache: "no-store" })).json();
      if (answer.stamp && answer.stamp !== live.dataset.stamp) {
        // The same entries as the page shows: the newest, or every one (?rounds=all).
        const part = await fetch(`/games/${game}/live${window.location.search}`, { cache: "no-store" });
        if (part.ok) {
          live.innerHTML = await part.text();  // rendered and escaped by the server
          live.dataset.stamp = answer.stamp;
        }
      }
    } catch (error) {
      // The server is away for a moment (a phone changing networks): try again next time.
    }
    window.setTimeout(poll, 1000);
  }
  window.setTimeout(poll, 1000);
})();
