// Copy a round or the standings as the few plain lines `show N --format text` and
// `standings --format text` print, to paste into the group chat.  The text is in the page
// already (rendered beside its button), so it is copied within the tap itself: the LAN's
// plain-http page is no secure context and has no clipboard API, and the browser's own copy
// command works only during a tap.  Where neither copies, the text is shown selected, for
// the browser's menu to copy.
"use strict";
(function () {
  const live = document.getElementById("live");
  if (!live) return;

  function say(holder, words) {
    holder.querySelector(".copy-said").textContent = words;
  }

  function select(field) {
    field.hidden = false;
    field.focus();
    field.select();
    field.setSelectionRange(0, field.value.length); // iOS selects a field only this way
  }

  // Listened to on the part that follows the ledger, so it works after every redraw of it.
  live.addEventListener("click", async (event) => {
    const button = event.target.closest(".copy-button");
    if (!button) return;
    const holder = button.parentElement;
    const field = holder.querySelector(".copy-text");
    if (navigator.clipboard && navigator.clipboard.writeText) {
      try {
        await navigator.clipboard.writeText(field.value);
        field.hidden = true;
        say(holder, live.dataset.copied);
        return;
      } catch (error) {
        // Not allowed here (a permission refused): the text is selected instead.
      }
    }
    select(field);
    let copied = false;
    try {
      copied = document.queryCommandSupported("copy") && document.execCommand("copy");
    } catch (error) {
      copied = false;
    }
    say(holder, copied ? live.dataset.copied : live.dataset.selected);
  });
})();
