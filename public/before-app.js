// Runs in the head of a prerendered page, before its first paint, until the app takes over. A
// file because the CSP allows no inline script. Three jobs (server/src/prerender/README.md):
//
// 1. 'Verificando usuário' over the page when a session is stored (product-rules §2), and the
//    session's check sent at once; its answer uncovers a customer's or a visitor's page before
//    the app, else src/app/hydration.ts removes the attribute once the app has checked.
// 2. No tap is lost before the app is there (issue 27). A page painted by the server looks
//    ready before its JavaScript has arrived: a tap on one of its buttons (PESQUISAR, the date
//    and rooms fields, LOGIN, Menu) is held here, the button marked busy at once and 'Carregando…'
//    said (LOGIN opens the login dialog the server wrote instead, see openLogin), and clicked
//    again, once, when src/main.tsx has handed the page to React
//    (`app:hydrating`, src/app/early-taps.ts). A held PESQUISAR's request leaves at once, from
//    the app's own file for it (runHeldSearch). Links and native fields work as they are. If the
//    app has not come after a while, the search form is sent as a plain form (its action answers
//    with the search) and any other held tap is reported as not done.
// 3. The app runs as soon as the page has painted: the server moved the app's module script to
//    `data-app` and left its code (the page's own chunks among them) as low-priority preloads at
//    the end of the body, so it downloads from the start, after the styles and the hero image,
//    and is not compiled before the paint. Run earlier, its evaluation and hydration would delay
//    that paint. The date machinery of the browser (ICU) that src/lib/dates.ts's hotel clock
//    needs for a search, about 100 ms on a slow phone, is loaded as a finger presses on the
//    search form (warmHotelClockAtSearch), not during the load.
(function () {
  var html = document.documentElement;
  var self = document.currentScript;
  var app = self && self.getAttribute('data-app');

  // A module of the app runs only once the deferred scripts have: config.js is the deployment's
  // settings, which src/config/env.ts reads once, as it is evaluated. They have run when
  // DOMContentLoaded fires (not when the document is 'interactive': they run after that).
  var parsed = false;
  var afterParse = [];
  document.addEventListener('DOMContentLoaded', function () {
    parsed = true;
    afterParse.splice(0).forEach(function (src) {
      runModule(src);
    });
  });
  function runModule(src) {
    if (!parsed) return afterParse.push(src);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.appendChild(script);
  }

  if (app) runAppAfterPaint(app);

  function runAppAfterPaint(src) {
    var started = false;
    function load() {
      if (started) return;
      started = true;
      runModule(src);
    }
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return load();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
    // A browser that never reports the paint (a hidden tab) still gets the app.
    setTimeout(load, 2500);
  }
  // The zone of src/api/contract/stay-calendar.ts (HOTEL_TIME_ZONE): the browser keeps the
  // zone's and the locale's data loaded for the page's life, whichever formatter asked first.
  // Loaded when a finger or the keyboard first reaches the search form (pressed, not yet
  // released; or focused), for the search or the calendar that follows. Not while the page
  // loads: about 100 ms in one piece on a slow phone, in the way of every tap and of the app's
  // own start, for the many guests who never search (bench/README.md, "TBT").
  // The listeners stay, as no-ops, for the page's life.
  var clockWarm = false;
  function warmHotelClockAtSearch(event) {
    var target = event.target;
    if (clockWarm || !target.closest || !target.closest('form[role="search"]')) return;
    clockWarm = true;
    try {
      // The zone is the wire contract's, put on this tag by the build (vite.config.ts).
      new Intl.DateTimeFormat('en-US', {
        timeZone: (self && self.getAttribute('data-hotel-time-zone')) || undefined,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      }).formatToParts(new Date());
    } catch {
      // An old browser without time zones: the app's clock says so itself.
    }
  }

  var token = null;
  try {
    token = localStorage.getItem('token_jwt');
  } catch {
    // No storage (private mode): no session to check.
  }
  if (token) {
    html.setAttribute('data-verifying-user', '');
    checkSessionEarly(token);
  }

  // The stored session's check leaves now, not once the app has come: src/app/hydration.ts
  // takes its answer ({ token, status, body }, or null when the request failed) and asks again
  // only without one. The token goes in a header, never in the address.
  function checkSessionEarly(stored) {
    var url = self && self.getAttribute('data-session-check');
    if (!url || !window.fetch) return;
    window.__earlySessionCheck = fetch(url, {
      method: 'POST',
      headers: { Authorization: 'Bearer ' + stored, 'Content-Type': 'application/json' },
      body: '{}',
      credentials: 'omit',
    })
      .then(function (response) {
        return response
          .json()
          .catch(function () {
            return null;
          })
          .then(function (body) {
            return { token: stored, status: response.status, body: body };
          });
      })
      .catch(function () {
        return null;
      });
    window.__earlySessionCheck.then(uncoverCustomerPage);
  }

  // The check has answered before the app: the page under 'Verificando usuário' is uncovered
  // at once when it is the right one. A customer's (type 6, src/api/contract/user.ts) is the
  // visitor's page with MINHA CONTA in place of LOGIN and ENTRAR (`data-signed-in`, written
  // both ways by the server: src/components/layout/nav-bar.tsx); a token refused or a
  // temporary user's leaves the visitor's page. A club member's search differs (contracts, their
  // own hotel) and a partner leaves for their portal: those pages stay covered until the app
  // has them, as does a check whose answer is unsure (lost, another status), which the app asks
  // again (src/features/session/api/verify-session.ts reads the same answer).
  function uncoverCustomerPage(answer) {
    if (!answer) return;
    var body = answer.body;
    var sure =
      answer.status === 200 &&
      body !== null &&
      typeof body === 'object' &&
      typeof body.temporario === 'boolean' &&
      'usuario' in body;
    var visitor = answer.status === 401 || (sure && (body.temporario || !body.usuario));
    var customer = sure && !visitor && body.usuario.usuario_tipo_id === 6;
    if (!visitor && !customer) return;
    if (customer) html.setAttribute('data-signed-in', '');
    html.removeAttribute('data-verifying-user');
  }

  var PENDING = 'data-early-tap';
  var GIVE_UP_MS = 20000;
  var held = [];
  var taken = false;
  var timer = null;

  function statusSay(text) {
    var status = document.getElementById('before-app-status');
    if (status) status.textContent = text;
  }

  function hold(button) {
    if (held.indexOf(button) >= 0) return;
    held.push(button);
    fetchWhatItOpens(button.getAttribute('data-opens'));
    if (button.getAttribute('data-opens') === 'search') runHeldSearch();
    // Held, not busy: the dialog it opens is the answer (src/app/early-taps.ts finds it held).
    if (button.getAttribute('data-opens') === 'login' && openLogin(button))
      return button.setAttribute(PENDING, '');
    showBusy(button);
  }

  function showBusy(button) {
    button.setAttribute(PENDING, '');
    button.setAttribute('aria-busy', 'true');
    html.setAttribute(PENDING, '');
    statusSay('Carregando…');
    if (!timer) timer = setTimeout(giveUp, GIVE_UP_MS);
  }

  // LOGIN or ENTRAR: the login dialog the server wrote beside the page (hidden, its id below)
  // opens at once, and the visitor types while the app arrives. The tap is still held: replayed,
  // it opens the app's own dialog, which takes this one over as it is, what was typed, the field
  // in use and a held 'Entrar' or 'Esqueceu sua senha' included
  // (src/features/session/utils/login-before-app.ts). Modal as the app's: the page behind is
  // inert, Escape, 'Fechar' and a tap beside it close it, and the focus goes back to the opener.
  var LOGIN_ID = 'login-before-app';
  var OPENER = 'data-login-opener';
  var loginOpener = null;

  function loginDialog() {
    var dialog = document.getElementById(LOGIN_ID);
    return dialog && !dialog.hidden ? dialog : null;
  }

  function openLogin(button) {
    var dialog = document.getElementById(LOGIN_ID);
    var root = document.getElementById('root');
    if (!dialog || !root) return false;
    loginOpener = button;
    button.setAttribute(OPENER, '');
    dialog.hidden = false;
    root.inert = true;
    var cpf = dialog.querySelector('input[name="cpf"]');
    if (cpf) cpf.focus();
    return true;
  }

  function closeLogin(dialog) {
    dialog.hidden = true;
    dialog.removeAttribute('data-then');
    var root = document.getElementById('root');
    if (root) root.inert = false;
    dialog.querySelectorAll('[aria-busy]').forEach(clear);
    var opener = loginOpener;
    loginOpener = null;
    if (!opener) return;
    opener.removeAttribute(OPENER);
    held = held.filter(function (button) {
      return button !== opener;
    });
    clear(opener);
    if (!held.length) {
      html.removeAttribute(PENDING);
      statusSay('');
    }
    opener.focus();
  }

  // A tap inside the open dialog: 'Fechar' or beside the panel closes it; 'Esqueceu sua senha'
  // is held for the app's dialog; 'Entrar' submits (onSubmit); the registration link is a link.
  function onLoginClick(event, dialog) {
    if (event.target === dialog) return closeLogin(dialog);
    var button = event.target.closest ? event.target.closest('button') : null;
    if (!button || button.type === 'submit') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!button.form) return closeLogin(dialog);
    holdInLogin(dialog, button, 'forgot-password');
  }

  function holdInLogin(dialog, button, then) {
    if (dialog.getAttribute('data-then')) return;
    dialog.setAttribute('data-then', then);
    showBusy(button);
  }

  function onKeyDown(event) {
    var dialog = loginDialog();
    if (dialog && event.key === 'Escape' && !taken) closeLogin(dialog);
  }

  // The code of what the tap opens (the login dialog's chunks, `data-tap-login`; the results
  // page's, `data-tap-search`; the calendar's and its stylesheet, `data-tap-dates`; written by
  // the server from the build's manifest) is asked for now, beside the app's, not once the app
  // has hydrated: on a slow phone that is a round trip and a download less before the dialog's
  // form, the calendar or the results show.
  var fetched = {};
  function fetchWhatItOpens(opens) {
    var urls = opens && self && self.getAttribute('data-tap-' + opens);
    if (!urls || fetched[opens]) return;
    fetched[opens] = true;
    urls.split(' ').forEach(function (href) {
      var link = document.createElement('link');
      // A stylesheet (the calendar's) is fetched as one; the app links it when it opens.
      if (/\.css$/.test(href)) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      // In CORS mode, as the app asks for them: Vite links a lazy chunk's stylesheet with
      // `crossorigin`, and a preload in another mode is not reused. The calendar's stylesheet
      // was then fetched a second time, and its import waits for it: 0.4 s on a slow phone.
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }

  // A held PESQUISAR: the module that sends its availability request (src/app/held-search.ts,
  // a file of its own: `data-held-search`) runs now, not once the whole app has arrived. It is
  // the app's own module, preloaded with the rest: the app imports the same file later, finds
  // it run and the request on its way, and its search takes that answer.
  var searchRun = false;
  function runHeldSearch() {
    var src = self && self.getAttribute('data-held-search');
    if (!src || searchRun) return;
    searchRun = true;
    runModule(src);
  }

  function clear(button) {
    button.removeAttribute(PENDING);
    button.removeAttribute('aria-busy');
  }

  function stop() {
    taken = true;
    clearTimeout(timer);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('keydown', onKeyDown, true);
    html.removeAttribute(PENDING);
    statusSay('');
    var list = held;
    held = [];
    list.forEach(clear);
    return list;
  }

  // The app never came (a lost script, a very slow network): the search still searches, the
  // rest says so instead of waiting forever.
  function giveUp() {
    // Its page would stay inert under it, with nothing to close it once this script has stopped.
    var dialog = loginDialog();
    if (dialog) closeLogin(dialog);
    var list = stop();
    var form = null;
    list.forEach(function (button) {
      if (button.type === 'submit' && button.form && button.form.getAttribute('action')) {
        form = button.form;
      }
    });
    if (form) return form.submit();
    if (list.length)
      statusSay('O site não terminou de carregar. Verifique a conexão e tente de novo.');
  }

  function pageButton(target) {
    var button = target && target.closest ? target.closest('button') : null;
    var root = document.getElementById('root');
    return button && root && root.contains(button) && !button.disabled ? button : null;
  }

  // Only a page the server painted: on any other the app is there before its buttons are.
  function prerendered() {
    return !taken && document.getElementById('prerender-data') !== null;
  }

  function onClick(event) {
    if (!prerendered()) return;
    var dialog = loginDialog();
    if (dialog && dialog.contains(event.target)) return onLoginClick(event, dialog);
    var button = pageButton(event.target);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(button);
  }

  // Enter in a field of a form with no submit button, or a script's submit: hold it too.
  function onSubmit(event) {
    if (!prerendered()) return;
    var form = event.target;
    var dialog = loginDialog();
    if (dialog && dialog.contains(form)) {
      event.preventDefault();
      var submit = form.querySelector('button[type="submit"]');
      if (submit) holdInLogin(dialog, submit, 'submit');
      return;
    }
    var root = document.getElementById('root');
    if (!root || !root.contains(form)) return;
    event.preventDefault();
    var button = form.querySelector('button[type="submit"]');
    if (button) hold(button);
  }

  if (!document.addEventListener) return;
  document.addEventListener('pointerdown', warmHotelClockAtSearch, true);
  document.addEventListener('focusin', warmHotelClockAtSearch, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('app:hydrating', function () {
    if (taken) return;
    // Not opened: the app's own dialog is the one from now on (an open one, the app takes over).
    var dialog = document.getElementById(LOGIN_ID);
    if (dialog && dialog.hidden) dialog.remove();
    stop().forEach(function (button) {
      if (button.isConnected) button.click();
    });
  });
})();
