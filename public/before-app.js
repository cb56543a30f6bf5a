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
//    (`app:hydrating`, src/app/early-taps.ts). The rooms field opens the rooms panel the server
//    wrote, and its steppers work here (openRooms); the date field its calendar, whose days are
//    picked here (openDates). A held PESQUISAR's request leaves at once, from
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
  // The zone of src/api/contract/stay-calendar.ts (HOTEL_TIME_ZONE), put on this tag by the build
  // (vite.config.ts): the hotel clock's, warmed below and read by the calendar's today.
  var hotelZone = (self && self.getAttribute('data-hotel-time-zone')) || undefined;

  // A module of the app runs only once the deferred scripts have: config.js is the deployment's
  // settings, which src/config/env.ts reads once, as it is evaluated. They have run when
  // DOMContentLoaded fires (not when the document is 'interactive': they run after that).
  var parsed = false;
  var afterParse = [];
  document.addEventListener('DOMContentLoaded', function () {
    parsed = true;
    afterParse.splice(0).forEach(function (run) {
      runModule(run[0], run[1]);
    });
  });
  // `ran`: called once the module has run (or failed to load).
  function runModule(src, ran) {
    if (!parsed) return afterParse.push([src, ran]);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    if (ran) script.onload = script.onerror = ran;
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
      new Intl.DateTimeFormat('en-US', {
        timeZone: hotelZone,
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
    var opens = button.getAttribute('data-opens');
    // A held PESQUISAR's request leaves before its results' code is asked for: on HTTP/1.1's six
    // connections, the code's files took them all and the request waited for one (0.46 s).
    if (opens !== 'search' || !runHeldSearch(fetchWhatItOpens.bind(null, opens)))
      fetchWhatItOpens(opens);
    // Held, not busy: the dialog it opens is the answer (src/app/early-taps.ts finds it held).
    if (button.getAttribute('data-opens') === 'login' && openLogin(button))
      return button.setAttribute(PENDING, '');
    // Held, not busy either: its panel is open, and the app opens its own in its place.
    if (button.getAttribute('data-opens') === 'rooms' && openRooms(button)) return;
    if (button.getAttribute('data-opens') === 'dates' && openDates(button)) return;
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
    letGo(opener);
    opener.focus();
  }

  // A held tap undone before the app came (its dialog or panel closed): nothing to replay.
  function letGo(button) {
    held = held.filter(function (other) {
      return other !== button;
    });
    clear(button);
    if (!held.length) {
      html.removeAttribute(PENDING);
      statusSay('');
    }
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

  // The rooms field (issue 50): the panel the server wrote beside the page (hidden, ROOMS_ID:
  // src/app/rooms-before-app.tsx, the app's own panel with every room and child it can hold)
  // opens under the field at once, where the app's opens, and its steppers, its age selects and
  // its actions work here, within the limits written on it. What is chosen is kept on it as
  // JSON (`data-chosen`) and in the field's text; src/main.tsx hands it to the app before the
  // page hydrates (src/features/search/utils/rooms-before-app.ts), and a PESQUISAR held meanwhile
  // searches it. The tap stays held while the panel is open: replayed, it opens the app's panel,
  // with the same rooms, in place of this one. Escape, 'Pronto', the field again or a tap beside
  // it close it, as the app's.
  var ROOMS_ID = 'quartos-antes-do-app';
  var ROOMS_PANEL_ID = ROOMS_ID + '-painel';
  var SERVER_TEXT = 'data-server-text';
  var roomsOpener = null;
  var chosenRooms = null;
  // { rooms, minAdults, maxAdults, children, adults (a new room's), age (a new child's), kept
  // (the criteria's sessionStorage key), phone (a media query) and scroll (px) }, written by the
  // server from the product's rules.
  var limits = null;

  function roomsPanel() {
    return roomsOpener && document.getElementById(ROOMS_PANEL_ID);
  }

  function openRooms(button) {
    var wrapper = document.getElementById(ROOMS_ID);
    var panel = document.getElementById(ROOMS_PANEL_ID);
    if (!wrapper || !panel) return false;
    try {
      limits = limits || JSON.parse(wrapper.getAttribute('data-limits'));
      chosenRooms = chosenRooms || roomsToStart();
    } catch {
      // Storage refused (private mode) or criteria of another shape: the app's panel opens.
      return false;
    }
    // Rooms kept from earlier in the tab that this panel cannot show: the app's panel opens.
    if (!chosenRooms) return false;
    roomsOpener = button;
    if (!button.hasAttribute(SERVER_TEXT)) button.setAttribute(SERVER_TEXT, button.textContent);
    button.after(panel);
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-controls', panel.id);
    showRooms();
    // product-rules §9: on a phone, opening it scrolls the page down, as the app's does.
    if (matchMedia(limits.phone).matches)
      scrollTo({ top: scrollY + limits.scroll, behavior: 'smooth' });
    return true;
  }

  function closeRooms(focusField) {
    var panel = roomsPanel();
    var opener = roomsOpener;
    roomsOpener = null;
    if (!panel) return;
    document.getElementById(ROOMS_ID).appendChild(panel);
    opener.setAttribute('aria-expanded', 'false');
    opener.removeAttribute('aria-controls');
    letGo(opener);
    if (focusField) opener.focus();
  }

  // The rooms the app will show: those kept earlier in the tab (the search criteria the app
  // stores in sessionStorage), else the first room that opening the field adds (product-rules
  // §4). Null when what is kept is not what this panel can show.
  function roomsToStart() {
    var stored = sessionStorage.getItem(limits.kept);
    var kept = stored && JSON.parse(stored).state.criteria.apartamentos;
    if (!kept || !kept.length) return [{ adults: limits.adults, ages: [] }];
    var rooms = kept.map(function (room) {
      return {
        adults: room.qtd_adultos,
        ages: room.criancas.map(function (child) {
          return Number(child.idade);
        }),
      };
    });
    var fits = rooms.every(function (room) {
      return (
        room.adults >= limits.minAdults &&
        room.adults <= limits.maxAdults &&
        room.ages.length <= limits.children
      );
    });
    return fits && rooms.length <= limits.rooms ? rooms : null;
  }

  // The panel shows the chosen rooms, each stepper within its limits; the field says them.
  function showRooms() {
    var panel = document.getElementById(ROOMS_PANEL_ID);
    panel.querySelectorAll('[data-room]').forEach(function (fieldset) {
      var room = chosenRooms[fieldset.getAttribute('data-room')];
      fieldset.hidden = !room;
      if (!room) return;
      var children = room.ages.length;
      showCount(fieldset, 'adults', room.adults, limits.minAdults, limits.maxAdults);
      showCount(fieldset, 'children', children, 0, limits.children);
      fieldset.querySelectorAll('[data-child]').forEach(function (box) {
        var age = room.ages[box.getAttribute('data-child')];
        box.hidden = age === undefined;
        if (!box.hidden) box.querySelector('select').value = String(age);
      });
    });
    roomsAction(panel, 'add').disabled = chosenRooms.length >= limits.rooms;
    roomsAction(panel, 'remove').disabled = !chosenRooms.length;
    document.getElementById(ROOMS_ID).setAttribute('data-chosen', JSON.stringify(chosenRooms));
    if (roomsOpener) roomsOpener.textContent = roomSummary(chosenRooms);
  }

  function showCount(fieldset, name, value, min, max) {
    var count = fieldset.querySelector('[data-count="' + name + '"]');
    // 'Adultos: 2': the label the app wrote, with the new count.
    count.setAttribute('aria-label', count.getAttribute('aria-label').replace(/\d+$/, value));
    count.textContent = value;
    fieldset.querySelector('[data-step="' + name + '-less"]').disabled = value <= min;
    fieldset.querySelector('[data-step="' + name + '-more"]').disabled = value >= max;
  }

  function roomsAction(panel, name) {
    return panel.querySelector('[data-rooms-action="' + name + '"]');
  }

  // The field's text, as src/features/search/utils/room-summary.ts writes it:
  // '2 quartos, 4 adultos, 1 criança'.
  function roomSummary(rooms) {
    if (!rooms.length) return 'Quartos';
    var adults = 0;
    var children = 0;
    rooms.forEach(function (room) {
      adults += room.adults;
      children += room.ages.length;
    });
    var parts = [plural(rooms.length, 'quarto', 's'), plural(adults, 'adulto', 's')];
    if (children) parts.push(plural(children, 'criança', 's'));
    return parts.join(', ');
  }

  function plural(n, word, many) {
    return n + ' ' + word + (n === 1 ? '' : many);
  }

  // A tap in the open panel: a stepper or an action. Anything else (a select, the panel's
  // background) is the browser's. A control at its limit is disabled (showRooms): no tap on it
  // comes here.
  function onRoomsClick(event) {
    var button = event.target.closest('button');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    var action = button.getAttribute('data-rooms-action');
    if (action === 'done') return closeRooms(true);
    if (action === 'add') chosenRooms.push({ adults: limits.adults, ages: [] });
    if (action === 'remove') chosenRooms.pop();
    var step = (button.getAttribute('data-step') || '').split('-');
    var fieldset = button.closest('[data-room]');
    var room = fieldset && chosenRooms[fieldset.getAttribute('data-room')];
    var more = step[1] === 'more';
    if (room && step[0] === 'adults') room.adults += more ? 1 : -1;
    if (room && step[0] === 'children') {
      if (more) room.ages.push(limits.age);
      else room.ages.pop();
    }
    showRooms();
  }

  function onRoomsChange(event) {
    var panel = roomsPanel();
    var select = event.target;
    if (!panel || !panel.contains(select) || select.tagName !== 'SELECT') return;
    var room = chosenRooms[select.closest('[data-room]').getAttribute('data-room')];
    room.ages[select.closest('[data-child]').getAttribute('data-child')] = Number(select.value);
    showRooms();
  }

  // A finger or the mouse down beside the panel and its field closes it, the focus left alone.
  function onPointerDown(event) {
    var panel = roomsPanel();
    if (panel && !panel.contains(event.target) && !roomsOpener.contains(event.target))
      closeRooms(false);
    var calendar = datesPanel();
    if (calendar && !calendar.contains(event.target) && !datesOpener.contains(event.target))
      closeDates(false);
  }

  // The app never came: the search form goes with the rooms chosen here, in the fields of the
  // search link (src/features/search/utils/search-link.ts names them), not those the server wrote.
  function writeRoomsInto(form) {
    if (!chosenRooms) return;
    form.querySelectorAll('input[type="hidden"]').forEach(function (input) {
      if (/^(quartos|qtd_|idade_)/.test(input.name)) input.remove();
    });
    function field(name, value) {
      var input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    field('quartos', chosenRooms.length);
    chosenRooms.forEach(function (room, index) {
      // Room 1's names have no number; room k's end in _k.
      var k = index ? '_' + (index + 1) : '';
      field('qtd_adulto' + k, room.adults);
      field('qtd_crianca' + k, room.ages.length);
      room.ages.forEach(function (age, j) {
        field('idade_crianca' + (k && k + '_') + (j + 1), age);
      });
    });
  }

  // The date field (issue 50): the calendar the server wrote beside the page (hidden, DATES_ID:
  // src/app/dates-before-app.tsx, the app's own calendar from the hotels' today, with two months
  // of which a phone shows the first, in the page's stylesheet) opens under the field at once,
  // where the app's opens. Its days are picked here by the app's rules
  // (src/features/search/utils/date-range.ts, pickDay), and by keyboard as in the app's (the
  // arrows): the stay is kept on it as JSON (`data-chosen`) and in the field's text, the calendar
  // closing once it has a departure, as the app's. src/main.tsx hands the stay to the app before the page hydrates
  // (src/features/search/utils/dates-before-app.ts), and a PESQUISAR held meanwhile searches it.
  // 'Próximo mês' is held: the app's calendar opens on that month. A calendar written on another
  // month than the hotels' today (a page rendered before midnight), a stay kept earlier in the tab
  // that it cannot show: the tap is held for the app's calendar.
  var DATES_ID = 'datas-antes-do-app';
  var DATES_PANEL_ID = DATES_ID + '-painel';
  var datesOpener = null;
  // { arrival, departure }: ISO days ('2026-12-05') or null.
  var stay = null;
  var monthsAhead = 0;

  function datesPanel() {
    return datesOpener && document.getElementById(DATES_PANEL_ID);
  }

  // The hotels' today, as the app's clock (src/lib/dates.ts) gives it: '2026-12-01'.
  function hotelToday() {
    var parts = {};
    new Intl.DateTimeFormat('en-US', {
      timeZone: hotelZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date())
      .forEach(function (part) {
        parts[part.type] = part.value;
      });
    return parts.year + '-' + parts.month + '-' + parts.day;
  }

  function openDates(button) {
    var wrapper = document.getElementById(DATES_ID);
    var panel = document.getElementById(DATES_PANEL_ID);
    if (!wrapper || !panel) return false;
    var today;
    try {
      today = hotelToday();
      stay = stay || stayToStart(wrapper, today);
    } catch {
      // No time zones (an old browser), storage refused or criteria of another shape.
      return false;
    }
    if (!stay || today.slice(0, 7) !== wrapper.getAttribute('data-today').slice(0, 7)) return false;
    datesOpener = button;
    if (!button.hasAttribute(SERVER_TEXT)) button.setAttribute(SERVER_TEXT, button.textContent);
    // Where the app's opens: under the field's row.
    button.parentElement.after(panel);
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-controls', panel.id);
    showToday(panel, today);
    showStay();
    // As the app's (autoFocus): the focus on the arrival, else today.
    var day =
      panel.querySelector('.rdp-range_start button') ||
      panel.querySelector('.rdp-today button:not([disabled])') ||
      panel.querySelector('.rdp-day_button:not([disabled])');
    if (day) day.focus();
    return true;
  }

  function closeDates(focusField) {
    var panel = datesPanel();
    var opener = datesOpener;
    datesOpener = null;
    if (!panel) return;
    // 'Próximo mês' held in it goes with it: the calendar the app opens later opens as usual.
    panel.querySelectorAll('[' + PENDING + ']').forEach(letGo);
    monthsAhead = 0;
    document.getElementById(DATES_ID).removeAttribute('data-months-ahead');
    document.getElementById(DATES_ID).appendChild(panel);
    opener.setAttribute('aria-expanded', 'false');
    opener.removeAttribute('aria-controls');
    letGo(opener);
    if (focusField) opener.focus();
  }

  // The stay the app will show: the one kept earlier in the tab (the criteria the app stores in
  // sessionStorage, dd/MM/yyyy), else none. Null when this calendar cannot show it: an arrival
  // before today or after its two months. In its second month, a phone shows that month, as the
  // app's calendar opens on the arrival's.
  function stayToStart(wrapper, today) {
    var stored = sessionStorage.getItem(wrapper.getAttribute('data-kept'));
    var kept = stored && JSON.parse(stored).state.criteria;
    var arrival = kept && isoDay(kept.data_chegada);
    if (!arrival) return { arrival: null, departure: null };
    var month = arrival.slice(0, 7);
    var second = month === monthAfter(today.slice(0, 7));
    if (arrival < today || (month !== today.slice(0, 7) && !second)) return null;
    if (second) wrapper.querySelector('[data-months]').setAttribute('data-second-month', '');
    var departure = isoDay(kept.data_partida);
    return { arrival: arrival, departure: departure > arrival ? departure : null };
  }

  // '2026-12' → '2027-01'.
  function monthAfter(month) {
    var year = Number(month.slice(0, 4));
    var next = Number(month.slice(5, 7)) + 1;
    return next > 12 ? year + 1 + '-01' : year + '-' + (next < 10 ? '0' : '') + next;
  }

  // '05/12/2026' → '2026-12-05'; null for anything else.
  function isoDay(wire) {
    var match = /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(wire || '');
    return match ? match[3] + '-' + match[2] + '-' + match[1] : null;
  }

  // '2026-12-05' → '05/12/2026', as the field writes it.
  function wireDay(iso) {
    return iso.slice(8, 10) + '/' + iso.slice(5, 7) + '/' + iso.slice(0, 4);
  }

  // The page may have been written before midnight: the days before the hotels' today are
  // disabled, and 'Hoje' is today, as the app's calendar would have them.
  function showToday(panel, today) {
    panel.querySelectorAll('td[data-day]').forEach(function (cell) {
      var button = cell.querySelector('button');
      var day = cell.getAttribute('data-day');
      if (!button) return;
      if (day < today && !button.disabled) {
        button.disabled = true;
        cell.classList.add('rdp-disabled');
      }
      if (cell.classList.contains('rdp-today') === (day === today)) return;
      cell.classList.toggle('rdp-today', day === today);
      var label = button.getAttribute('aria-label').replace(/^Hoje, /, '');
      button.setAttribute('aria-label', day === today ? 'Hoje, ' + label : label);
    });
  }

  // The calendar marks the stay as the app's does (react-day-picker's classes and names), and the
  // field says it: '05/12/2026 – 08/12/2026', or '05/12/2026 – ...' while it has no departure.
  function showStay() {
    var from = stay.arrival;
    var to = stay.departure || from;
    document
      .getElementById(DATES_PANEL_ID)
      .querySelectorAll('td[data-day]')
      .forEach(function (cell) {
        var button = cell.querySelector('button');
        var day = cell.getAttribute('data-day');
        var chosen = Boolean(from && button) && day >= from && day <= to;
        cell.classList.toggle('rdp-selected', chosen);
        cell.classList.toggle('rdp-range_start', chosen && day === from);
        cell.classList.toggle('rdp-range_end', chosen && day === to);
        cell.classList.toggle('rdp-range_middle', chosen && day !== from && day !== to);
        if (chosen) cell.setAttribute('aria-selected', 'true');
        else cell.removeAttribute('aria-selected');
        if (!button) return;
        var label = button.getAttribute('aria-label').replace(/, selecionado$/, '');
        button.setAttribute('aria-label', chosen ? label + ', selecionado' : label);
      });
    document.getElementById(DATES_ID).setAttribute('data-chosen', JSON.stringify(stay));
    if (datesOpener && from) {
      datesOpener.textContent =
        wireDay(from) + ' – ' + (stay.departure ? wireDay(stay.departure) : '...');
    }
  }

  // One day picked, by src/features/search/utils/date-range.ts's rules (pickDay): the first is
  // the arrival; an earlier one restarts; a later one is the departure, or, after the departure,
  // the new arrival; the arrival again changes nothing. Days before today are disabled.
  function pickDay(day) {
    var from = stay.arrival;
    var to = stay.departure;
    if (day === from) return;
    if (!from || day < from || (to && day > to)) stay = { arrival: day, departure: null };
    else stay = { arrival: from, departure: day };
    showStay();
    // A complete stay: the calendar has done its job.
    if (stay.departure) closeDates(true);
  }

  // A tap in the open calendar: a day is picked; 'Próximo mês' is held for the app's calendar.
  function onDatesClick(event) {
    var panel = datesPanel();
    var button = event.target.closest('button');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (button.disabled || button.getAttribute('aria-disabled') === 'true') return;
    var cell = button.closest('td[data-day]');
    if (cell) return pickDay(cell.getAttribute('data-day'));
    // From the month on screen: a phone showing the second counts from it.
    if (!monthsAhead && panel.querySelector('.rdp-month').getClientRects().length === 0)
      monthsAhead = 1;
    monthsAhead += 1;
    document.getElementById(DATES_ID).setAttribute('data-months-ahead', String(monthsAhead));
    if (held.indexOf(button) < 0) held.push(button);
    showBusy(button);
  }

  // The app never came: the search form goes with the stay picked here, in the fields of the
  // search link (src/features/search/utils/search-link.ts names them).
  function writeDatesInto(form) {
    if (!stay || !stay.departure) return;
    [
      ['inicio', stay.arrival],
      ['fim', stay.departure],
    ].forEach(function (pair) {
      var input = form.querySelector('input[type="hidden"][name="' + pair[0] + '"]');
      if (!input) {
        input = document.createElement('input');
        input.type = 'hidden';
        input.name = pair[0];
        form.appendChild(input);
      }
      input.value = wireDay(pair[1]);
    });
  }

  // The arrows move among the days, as in the app's calendar (a day, a week); a day not shown
  // or disabled is not reached.
  var ARROWS = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  function moveAmongDays(event, calendar) {
    var cell = event.target.closest && event.target.closest('td[data-day]');
    if (!cell || !calendar.contains(cell)) return;
    event.preventDefault();
    var day = cell.getAttribute('data-day').split('-');
    var next = new Date(Date.UTC(day[0], day[1] - 1, Number(day[2]) + ARROWS[event.key]));
    var target = calendar.querySelector(
      'td[data-day="' + next.toISOString().slice(0, 10) + '"] button:not([disabled])',
    );
    if (target && target.getClientRects().length) target.focus();
  }

  function onKeyDown(event) {
    if (taken) return;
    var open = datesPanel();
    if (open && ARROWS[event.key]) return moveAmongDays(event, open);
    if (event.key !== 'Escape') return;
    var dialog = loginDialog();
    if (dialog) return closeLogin(dialog);
    var panel = roomsPanel();
    var focused = document.activeElement;
    if (panel && (panel.contains(focused) || focused === roomsOpener)) closeRooms(true);
    var calendar = datesPanel();
    if (calendar && (calendar.contains(focused) || focused === datesOpener)) closeDates(true);
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
  // Returns whether it runs it now; `ran` is called once it has.
  var searchRun = false;
  function runHeldSearch(ran) {
    var src = self && self.getAttribute('data-held-search');
    if (!src || searchRun) return false;
    searchRun = true;
    runModule(src, ran);
    return true;
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
    document.removeEventListener('change', onRoomsChange, true);
    document.removeEventListener('pointerdown', onPointerDown, true);
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
    closeRooms(false);
    closeDates(false);
    var list = stop();
    var form = null;
    list.forEach(function (button) {
      if (button.type === 'submit' && button.form && button.form.getAttribute('action')) {
        form = button.form;
      }
    });
    if (form) writeRoomsInto(form);
    if (form) writeDatesInto(form);
    if (form) return form.submit();
    if (list.length)
      statusSay('O site não terminou de carregar. Verifique a conexão e tente de novo.');
  }

  function pageButton(target) {
    var button = target && target.closest ? target.closest('button') : null;
    var root = document.getElementById('root');
    return button && root && root.contains(button) && !button.disabled ? button : null;
  }

  // Only a page the server painted: on any other the app is there before its buttons are. The
  // server marks its tag (server/src/prerender/document.ts): a search link's page streams its
  // data block last, with the results, and a tap before it came would be lost.
  var serverRendered = self && self.hasAttribute('data-server-rendered');
  function prerendered() {
    return !taken && (serverRendered || document.getElementById('prerender-data') !== null);
  }

  function onClick(event) {
    if (!prerendered()) return;
    var dialog = loginDialog();
    if (dialog && dialog.contains(event.target)) return onLoginClick(event, dialog);
    var rooms = roomsPanel();
    if (rooms && rooms.contains(event.target)) return onRoomsClick(event);
    var calendar = datesPanel();
    if (calendar && calendar.contains(event.target)) return onDatesClick(event);
    var button = pageButton(event.target);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // The rooms or date field again, its panel open: it closes, as the app's toggles.
    if (rooms && button === roomsOpener) return closeRooms(false);
    if (calendar && button === datesOpener) return closeDates(false);
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
  document.addEventListener('change', onRoomsChange, true);
  document.addEventListener('pointerdown', onPointerDown, true);
  // The page replaced before the app (a held PESQUISAR's results, src/app/search-page-in-place.ts):
  // a held tap whose button went with it is done, and the page no longer says 'Carregando…'.
  document.addEventListener('app:page-replaced', function () {
    held
      .filter(function (button) {
        return !button.isConnected;
      })
      .forEach(letGo);
  });
  document.addEventListener('app:hydrating', function () {
    if (taken) return;
    // Not opened: the app's own dialog is the one from now on (an open one, the app takes over).
    var dialog = document.getElementById(LOGIN_ID);
    if (dialog && dialog.hidden) dialog.remove();
    // The rooms panel's copy is gone already when the app hydrated the page (it took it over);
    // not on a page the app rendered afresh.
    var rooms = document.getElementById(ROOMS_ID);
    if (rooms) rooms.remove();
    var dates = document.getElementById(DATES_ID);
    if (dates) dates.remove();
    stop().forEach(function (button) {
      if (button.isConnected) button.click();
    });
  });
})();
