// One tab at a time: what reads the page's storage, asks the engine and writes its answer holds
// a Web Lock meanwhile, so that two games finished at once in two tabs are both counted.
//
// A lock alone is not enough: Chromium hands a tab's localStorage writes to another tab's
// process a moment later, so the next holder could still read what was there before (tried: two
// tabs counting 500 each under a lock reached 980). So a holder that wrote ends its turn by
// numbering it, last, in localStorage (TURN) and then in IndexedDB, which every tab reads as
// committed; the next holder reads the number there and waits until its own localStorage has
// caught up with it (a tab's writes arrive in order: the number last). Without Web Locks or
// IndexedDB (a private window, say) it does what it can.
const LOCK = "wordle-companion:storage";
const TURN = "wordle-companion:turn";
const GIVE_UP_MS = 20000; // a tab whose engine hangs holds no other for longer
const CATCH_UP_MS = 2000; // then read what is there (storage cleared since, say)

const request = (action) =>
  new Promise((resolve, reject) => {
    action.onsuccess = () => resolve(action.result);
    action.onerror = () => reject(action.error);
  });

async function turns() {
  const opening = indexedDB.open("wordle-companion", 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore("turns");
  return request(opening);
}

const readTurn = async (db) =>
  (await request(db.transaction("turns").objectStore("turns").get("turn"))) ?? 0;

function writeTurn(db, turn) {
  const transaction = db.transaction("turns", "readwrite");
  transaction.objectStore("turns").put(turn, "turn");
  return new Promise((done) => (transaction.oncomplete = transaction.onerror = done));
}

// Wait until this tab's localStorage has the turn `turn`; if it never comes (localStorage
// cleared, IndexedDB not), number it here, so the next tabs do not wait for it again.
function caughtUp(turn) {
  const seen = () => {
    try {
      return Number(localStorage.getItem(TURN) || 0) >= turn;
    } catch (error) {
      return true; // storage off: nothing to wait for
    }
  };
  if (seen()) return Promise.resolve();
  return new Promise((done) => {
    const check = () => seen() && finish();
    const finish = () => {
      removeEventListener("storage", check);
      clearInterval(poll);
      clearTimeout(limit);
      done();
    };
    const repair = () => {
      try {
        localStorage.setItem(TURN, String(turn));
      } catch (error) {} // storage full or off: nothing to repair
      finish();
    };
    addEventListener("storage", check);
    const poll = setInterval(check, 20);
    const limit = setTimeout(repair, CATCH_UP_MS);
  });
}

// Resolves, once this tab's turn has come and storage has caught up, to `done(wrote)`: call it
// when the turn is over, saying whether anything was written (then the next tab waits for it).
export async function lock() {
  if (!navigator.locks) return () => {};
  let release;
  await new Promise((granted) =>
    navigator.locks.request(LOCK, () => new Promise((ended) => {
      release = ended;
      setTimeout(ended, GIVE_UP_MS);
      granted();
    })),
  );
  let db = null, turn = 0;
  try {
    db = await turns();
    turn = await readTurn(db);
  } catch (error) {} // no IndexedDB (a private window, say): the lock alone
  await caughtUp(turn);
  return async (wrote) => {
    try {
      if (wrote && db) {
        try {
          localStorage.setItem(TURN, String(turn + 1));
        } catch (error) {
          return; // storage full or off: no turn to wait for
        }
        await writeTurn(db, turn + 1);
      }
    } finally {
      db?.close();
      release();
    }
  };
}
