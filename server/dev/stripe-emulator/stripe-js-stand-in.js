/*
 * Development stand-in for Stripe.js (https://js.stripe.com), talking to the local Stripe
 * emulator. It defines `window.Stripe(publishableKey)` with what `@stripe/stripe-js` `loadStripe`
 * and `@stripe/react-stripe-js` Elements use: elements() → create('card' | 'payment' |
 * 'cardNumber' | 'cardExpiry' | 'cardCvc') with real input fields, createPaymentMethod,
 * confirmCardSetup / confirmSetup, confirmCardPayment / confirmPayment, handleNextAction /
 * handleCardAction (the emulator's 3-D Secure page in a modal iframe), retrieve*Intent.
 *
 * The server injects it into index.html only when it runs against the emulator (never in
 * production); Playwright routes https://js.stripe.com/** to it. The emulator URL comes from
 * `data-api-base` on the script tag, else from the app's own `GET /api/config` (`stripe.api_base`).
 * A classic script (no modules) so it runs before the app and `loadStripe` finds `window.Stripe`.
 */
(function () {
  'use strict';
  if (typeof window === 'undefined' || window.Stripe) return;

  var script = document.currentScript;
  var apiBasePromise = null;

  function apiBase() {
    if (!apiBasePromise) {
      var fromTag = script && script.getAttribute('data-api-base');
      apiBasePromise = fromTag
        ? Promise.resolve(fromTag)
        : fetch('/api/config', { credentials: 'same-origin' })
            .then(function (res) {
              return res.json();
            })
            .then(function (config) {
              if (!config || !config.stripe || !config.stripe.api_base) throw new Error('The Stripe emulator URL is not configured (GET /api/config has no stripe.api_base).');
              return config.stripe.api_base;
            });
      apiBasePromise.catch(function () {
        apiBasePromise = null;
      });
    }
    return apiBasePromise;
  }

  /* ---------- form encoding and API calls ---------- */

  function encode(prefix, value, pairs) {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach(function (v, i) {
        encode(prefix + '[' + i + ']', v, pairs);
      });
    } else if (typeof value === 'object') {
      Object.keys(value).forEach(function (k) {
        encode(prefix ? prefix + '[' + k + ']' : k, value[k], pairs);
      });
    } else {
      pairs.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    }
  }

  function formBody(params) {
    var pairs = [];
    encode('', params, pairs);
    return pairs.join('&');
  }

  function connectionError(err) {
    return { type: 'api_connection_error', message: 'We could not reach the payment service. Check your connection and try again.' + (err && err.message ? ' (' + err.message + ')' : '') };
  }

  /** Calls the emulator with the publishable key; resolves to {data} or {error} (never rejects). */
  function call(key, method, path, params) {
    return apiBase().then(
      function (base) {
        var body = formBody(Object.assign({ key: key }, params || {}));
        var url = base + path + (method === 'GET' ? '?' + body : '');
        return fetch(url, {
          method: method,
          headers: method === 'GET' ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: method === 'GET' ? undefined : body,
        }).then(
          function (res) {
            return res.json().then(function (json) {
              return json && json.error ? { error: json.error } : { data: json };
            });
          },
          function (err) {
            return { error: connectionError(err) };
          },
        );
      },
      function (err) {
        return { error: connectionError(err) };
      },
    );
  }

  function intentIdFrom(clientSecret) {
    return String(clientSecret || '').split('_secret_')[0];
  }

  /* ---------- card fields ---------- */

  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }

  function brandOf(number) {
    if (number.startsWith('4')) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    if (/^6(011|5)/.test(number)) return 'discover';
    return 'unknown';
  }

  var FIELD_SPECS = {
    number: { label: 'Card number', placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23 },
    expiry: { label: 'Expiration date (MM / YY)', placeholder: 'MM / YY', autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: 7 },
    cvc: { label: 'Security code (CVC)', placeholder: 'CVC', autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4 },
    postal: { label: 'ZIP / postal code', placeholder: 'ZIP', autocomplete: 'postal-code', inputmode: 'text', maxlength: 10 },
  };

  /** Validates one field's value: {empty, complete, error}. */
  function checkField(name, raw) {
    var v = String(raw || '');
    if (name === 'number') {
      var digits = v.replace(/\D/g, '');
      if (!digits) return { empty: true, complete: false };
      var full = brandOf(digits) === 'amex' ? 15 : 16;
      if (digits.length < full) return { empty: false, complete: false, error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
      if (!luhn(digits)) return { empty: false, complete: false, error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } };
      return { empty: false, complete: true };
    }
    if (name === 'expiry') {
      var m = /^(\d{1,2})\s*\/?\s*(\d{0,4})$/.exec(v.replace(/\s/g, ''));
      if (!v.trim()) return { empty: true, complete: false };
      if (!m || m[2].length < 2) return { empty: false, complete: false, error: { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." } };
      var month = Number(m[1]);
      var year = Number(m[2].length === 2 ? '20' + m[2] : m[2]);
      if (month < 1 || month > 12) return { empty: false, complete: false, error: { type: 'validation_error', code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." } };
      var now = new Date();
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
        return { empty: false, complete: false, error: { type: 'validation_error', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." } };
      }
      return { empty: false, complete: true, month: month, year: year };
    }
    if (name === 'cvc') {
      if (!v) return { empty: true, complete: false };
      if (!/^\d{3,4}$/.test(v)) return { empty: false, complete: false, error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." } };
      return { empty: false, complete: true };
    }
    if (!v.trim()) return { empty: true, complete: false };
    if (v.trim().length < 3) return { empty: false, complete: false, error: { type: 'validation_error', code: 'incomplete_zip', message: 'Your postal code is incomplete.' } };
    return { empty: false, complete: true };
  }

  function formatNumber(v) {
    var digits = v.replace(/\D/g, '').slice(0, 19);
    return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  }

  function formatExpiry(v) {
    var digits = v.replace(/\D/g, '').slice(0, 4);
    return digits.length > 2 ? digits.slice(0, 2) + ' / ' + digits.slice(2) : digits;
  }

  var FIELDS_OF = {
    card: ['number', 'expiry', 'cvc', 'postal'],
    payment: ['number', 'expiry', 'cvc', 'postal'],
    cardNumber: ['number'],
    cardExpiry: ['expiry'],
    cardCvc: ['cvc'],
  };

  var uid = 0;

  class StandInElement {
    constructor(group, type, options) {
      if (!FIELDS_OF[type]) throw new Error('The Stripe.js stand-in does not support the "' + type + '" Element.');
      this._group = group;
      this._type = type;
      this._options = options || {};
      this._handlers = {};
      this._inputs = {};
      this._node = null;
      this._destroyed = false;
      var fields = FIELDS_OF[type].slice();
      if ((type === 'card' && this._options.hidePostalCode) || (type === 'payment' && this._options.fields && this._options.fields.billingDetails === 'never')) {
        fields = fields.filter(function (f) {
          return f !== 'postal';
        });
      }
      this._fields = fields;
    }

    on(event, handler) {
      (this._handlers[event] = this._handlers[event] || []).push(handler);
      return this;
    }

    off(event, handler) {
      var list = this._handlers[event] || [];
      this._handlers[event] = handler ? list.filter(function (h) { return h !== handler; }) : [];
      return this;
    }

    once(event, handler) {
      var self = this;
      function wrapped(e) {
        self.off(event, wrapped);
        handler(e);
      }
      return this.on(event, wrapped);
    }

    _emit(event, payload) {
      (this._handlers[event] || []).slice().forEach(function (h) {
        try {
          h(payload);
        } catch (err) {
          setTimeout(function () { throw err; });
        }
      });
    }

    _state() {
      var self = this;
      var empty = true;
      var complete = true;
      var error;
      var brand = 'unknown';
      this._fields.forEach(function (name) {
        var input = self._inputs[name];
        var r = checkField(name, input ? input.value : '');
        if (!r.empty) empty = false;
        if (!r.complete) complete = false;
        if (r.error && !error && input && (input.dataset.touched === '1' || input.value.length >= (FIELD_SPECS[name].maxlength || 99))) error = r.error;
        if (name === 'number' && input) brand = brandOf(input.value.replace(/\D/g, ''));
      });
      return { elementType: this._type, empty: empty, complete: complete, error: error, brand: brand, value: this._type === 'card' ? { postalCode: this._inputs.postal ? this._inputs.postal.value : '' } : this._type === 'payment' ? { type: 'card' } : undefined };
    }

    _validate() {
      var self = this;
      var first;
      this._fields.forEach(function (name) {
        var input = self._inputs[name];
        var r = checkField(name, input ? input.value : '');
        if (!first && !r.complete) first = r.error || { type: 'validation_error', code: 'incomplete_' + (name === 'postal' ? 'zip' : name), message: FIELD_SPECS[name].label + ' is incomplete.' };
      });
      if (first) this._showError(first);
      return first || null;
    }

    _showError(error) {
      if (this._errorNode) this._errorNode.textContent = error ? error.message : '';
      if (this._container) this._container.classList.toggle('StripeElement--invalid', Boolean(error));
    }

    mount(target) {
      var node = typeof target === 'string' ? document.querySelector(target) : target;
      if (!node) throw new Error('The selector you specified (' + target + ') applies to no DOM elements.');
      var self = this;
      this._node = node;
      var id = 'stripe-standin-' + ++uid;
      var container = document.createElement('div');
      container.className = 'StripeElement StripeElement--empty';
      container.setAttribute('data-stripe-stand-in', this._type);
      container.style.display = 'grid';
      container.style.gap = '8px';
      container.style.gridTemplateColumns = this._type === 'card' ? 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' + (this._fields.indexOf('postal') >= 0 ? ' minmax(0, 1fr)' : '') : '1fr';
      this._fields.forEach(function (name) {
        var spec = FIELD_SPECS[name];
        var label = document.createElement('label');
        label.style.display = 'flex';
        label.style.flexDirection = 'column';
        label.style.fontSize = '12px';
        label.style.gap = '2px';
        var text = document.createElement('span');
        text.textContent = spec.label;
        var input = document.createElement('input');
        input.id = id + '-' + name;
        input.name = name === 'postal' ? 'postal' : 'card' + name.charAt(0).toUpperCase() + name.slice(1);
        input.type = 'text';
        input.placeholder = spec.placeholder;
        input.autocomplete = spec.autocomplete;
        input.inputMode = spec.inputmode;
        input.maxLength = spec.maxlength;
        input.disabled = Boolean(self._options.disabled);
        input.setAttribute('aria-label', spec.label);
        input.style.font = 'inherit';
        input.style.fontSize = '16px';
        input.style.padding = '8px';
        input.style.minWidth = '0';
        input.style.border = '1px solid #c4c9d4';
        input.style.borderRadius = '4px';
        input.addEventListener('input', function () {
          if (name === 'number') input.value = formatNumber(input.value);
          if (name === 'expiry') input.value = formatExpiry(input.value);
          if (name === 'cvc') input.value = input.value.replace(/\D/g, '').slice(0, 4);
          self._changed();
        });
        input.addEventListener('focus', function () {
          container.classList.add('StripeElement--focus');
          self._emit('focus', { elementType: self._type });
        });
        input.addEventListener('blur', function () {
          input.dataset.touched = '1';
          container.classList.remove('StripeElement--focus');
          self._changed();
          self._emit('blur', { elementType: self._type });
        });
        input.addEventListener('keydown', function (e) {
          if (e.key === 'Escape') self._emit('escape', { elementType: self._type });
        });
        label.appendChild(text);
        label.appendChild(input);
        container.appendChild(label);
        self._inputs[name] = input;
      });
      // Like Stripe's: the Payment Element shows its own field errors; the Card Element leaves
      // them to the page (its `change` event carries `error`), so messages are never shown twice.
      if (this._type === 'payment') {
        var error = document.createElement('div');
        error.setAttribute('role', 'alert');
        error.style.color = '#df1b41';
        error.style.fontSize = '13px';
        error.style.gridColumn = '1 / -1';
        container.appendChild(error);
        this._errorNode = error;
      }
      this._container = container;
      node.appendChild(container);
      setTimeout(function () {
        self._emit('ready', { elementType: self._type });
      }, 0);
    }

    _changed() {
      var state = this._state();
      this._showError(state.error);
      if (this._container) {
        this._container.classList.toggle('StripeElement--empty', state.empty);
        this._container.classList.toggle('StripeElement--complete', state.complete);
      }
      this._emit('change', state);
    }

    unmount() {
      if (this._container && this._container.parentNode) this._container.parentNode.removeChild(this._container);
      this._container = null;
      this._errorNode = null;
      this._node = null;
    }

    destroy() {
      this.unmount();
      this._destroyed = true;
      this._group._remove(this);
    }

    update(options) {
      Object.assign(this._options, options || {});
      var disabled = Boolean(this._options.disabled);
      var inputs = this._inputs;
      Object.keys(inputs).forEach(function (k) {
        inputs[k].disabled = disabled;
      });
    }

    focus() {
      var first = this._inputs[this._fields[0]];
      if (first) first.focus();
    }

    blur() {
      var active = document.activeElement;
      if (active && active.blur) active.blur();
    }

    clear() {
      var inputs = this._inputs;
      Object.keys(inputs).forEach(function (k) {
        inputs[k].value = '';
        delete inputs[k].dataset.touched;
      });
      this._changed();
    }
  }

  StandInElement.prototype.collapse = function () {};

  /** A group of Elements (what `stripe.elements()` returns). */
  class ElementsGroup {
    constructor(stripe, options) {
      this._stripe = stripe;
      this._options = options || {};
      this._elements = [];
    }

    create(type, options) {
      if (this.getElement(type)) throw new Error('Can only create one Element of type ' + type + '.');
      var element = new StandInElement(this, type, options);
      this._elements.push(element);
      return element;
    }

    getElement(type) {
      var found = null;
      this._elements.forEach(function (e) {
        if (!found && (e._type === type || (typeof type === 'object' && e === type))) found = e;
      });
      return found;
    }

    _remove(element) {
      this._elements = this._elements.filter(function (e) {
        return e !== element;
      });
    }

    update(options) {
      Object.assign(this._options, options || {});
    }

    fetchUpdates() {
      return Promise.resolve({});
    }

    submit() {
      var error = null;
      this._elements.forEach(function (e) {
        if (!error) error = e._validate();
      });
      return Promise.resolve(error ? { error: error } : {});
    }

    _card() {
      var values = {};
      var error = null;
      this._elements.forEach(function (e) {
        if (!error) error = e._validate();
        Object.keys(e._inputs).forEach(function (k) {
          values[k] = e._inputs[k].value;
        });
      });
      if (error) return { error: error };
      if (values.number === undefined) return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
      var exp = checkField('expiry', values.expiry);
      return {
        card: { number: values.number.replace(/\D/g, ''), exp_month: exp.month, exp_year: exp.year, cvc: values.cvc },
        postal: values.postal,
      };
    }
  }
  /** The card data of the group's card fields (one combined Element or the split ones). */

  /* ---------- 3-D Secure modal ---------- */

  function authenticate(url, intentId) {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', '3D Secure authentication');
      overlay.setAttribute('data-stripe-stand-in', 'authentication');
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;padding:16px';
      var frame = document.createElement('iframe');
      frame.src = url;
      frame.title = '3D Secure authentication';
      frame.name = 'stripe-emulator-authentication';
      frame.style.cssText = 'width:100%;max-width:460px;height:420px;border:0;border-radius:8px;background:#fff';
      var close = document.createElement('button');
      close.type = 'button';
      close.textContent = '×';
      close.setAttribute('aria-label', 'Cancel authentication');
      close.style.cssText = 'position:absolute;top:12px;right:12px;font-size:24px;background:#fff;border:0;border-radius:50%;width:40px;height:40px;cursor:pointer';
      overlay.appendChild(frame);
      overlay.appendChild(close);
      document.body.appendChild(overlay);
      function finish(status) {
        window.removeEventListener('message', onMessage);
        document.removeEventListener('keydown', onKey);
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        resolve(status);
      }
      function onMessage(e) {
        var data = e.data;
        if (data && data.type === 'stripe-emulator:authentication' && data.intent === intentId) finish(data.status);
      }
      function onKey(e) {
        if (e.key === 'Escape') finish('canceled');
      }
      window.addEventListener('message', onMessage);
      document.addEventListener('keydown', onKey);
      close.addEventListener('click', function () {
        finish('canceled');
      });
      frame.focus();
    });
  }

  /* ---------- the Stripe object ---------- */

  class StripeStandIn {
    constructor(key, options) {
      if (typeof key !== 'string' || !key.startsWith('pk_')) throw new Error('Invalid API Key provided: ' + key);
      this._key = key;
      this._options = options || {};
    }

    elements(options) {
      return new ElementsGroup(this, options);
    }

    createToken() {
      return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Tokens are not supported by the Stripe.js stand-in; use PaymentMethods.' } });
    }

    _cardData(source, billingDetails) {
      var group = source instanceof ElementsGroup ? source : source && source._group;
      if (!group) return { error: { type: 'validation_error', message: 'A card Element is required.' } };
      var collected = group._card();
      if (collected.error) return collected;
      var billing = Object.assign({}, billingDetails || {});
      if (collected.postal) billing.address = Object.assign({}, billing.address || {}, { postal_code: collected.postal });
      return { data: { type: 'card', card: collected.card, billing_details: billing } };
    }

    createPaymentMethod(a, b, c) {
      var data;
      if (typeof a === 'string') data = this._cardData(b, c && c.billing_details);
      else if (a && a.elements) data = this._cardData(a.elements, a.params && a.params.billing_details);
      else data = this._cardData(a && a.card, a && a.billing_details);
      if (data.error) return Promise.resolve({ error: data.error });
      return call(this._key, 'POST', '/v1/payment_methods', data.data).then(function (r) {
        return r.error ? { error: r.error } : { paymentMethod: r.data };
      });
    }

    _retrieve(kind, clientSecret) {
      var path = kind === 'setup' ? '/v1/setup_intents/' : '/v1/payment_intents/';
      var field = kind === 'setup' ? 'setupIntent' : 'paymentIntent';
      return call(this._key, 'GET', path + intentIdFrom(clientSecret), { client_secret: clientSecret }).then(function (r) {
        if (r.error) return { error: r.error };
        var out = {};
        out[field] = r.data;
        return out;
      });
    }

    retrieveSetupIntent(clientSecret) {
      return this._retrieve('setup', clientSecret);
    }

    retrievePaymentIntent(clientSecret) {
      return this._retrieve('payment', clientSecret);
    }

    _settle(kind, intent, clientSecret) {
      var self = this;
      var field = kind === 'setup' ? 'setupIntent' : 'paymentIntent';
      var errorField = kind === 'setup' ? 'setup_intent' : 'payment_intent';
      function answer(i) {
        var out = {};
        if (i.status === 'succeeded' || i.status === 'processing' || i.status === 'requires_capture') {
          out[field] = i;
          return out;
        }
        var last = kind === 'setup' ? i.last_setup_error : i.last_payment_error;
        if (last) {
          var err = Object.assign({}, last);
          err[errorField] = i;
          return { error: err };
        }
        out[field] = i;
        return out;
      }
      if (intent.status !== 'requires_action' || !intent.next_action) return Promise.resolve(answer(intent));
      var action = intent.next_action;
      var url = action.use_stripe_sdk ? action.use_stripe_sdk.stripe_js : action.redirect_to_url && action.redirect_to_url.url;
      if (!url) return Promise.resolve(answer(intent));
      return authenticate(url, intent.id).then(function (status) {
        var after = status === 'canceled'
          ? apiBase().then(function (base) {
              return fetch(base + '/_emulator/authenticate/' + intent.id + '/fail', {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
                body: JSON.stringify({ client_secret: clientSecret }),
              });
            })
          : Promise.resolve();
        return after.then(function () {
          return self._retrieve(kind, clientSecret).then(function (r) {
            return r.error ? r : answer(r[field]);
          });
        });
      });
    }

    _confirm(kind, clientSecret, pmSource, billingDetails, extra) {
      var self = this;
      if (typeof clientSecret !== 'string' || clientSecret.indexOf('_secret_') < 0) {
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Invalid value for clientSecret: a client secret of the form ${id}_secret_${secret} is required.' } });
      }
      var params = Object.assign({ client_secret: clientSecret, use_stripe_sdk: 'true' }, extra || {});
      if (typeof pmSource === 'string') params.payment_method = pmSource;
      else if (pmSource) {
        var data = this._cardData(pmSource, billingDetails);
        if (data.error) return Promise.resolve({ error: data.error });
        params.payment_method_data = data.data;
      }
      var path = (kind === 'setup' ? '/v1/setup_intents/' : '/v1/payment_intents/') + intentIdFrom(clientSecret) + '/confirm';
      return call(this._key, 'POST', path, params).then(function (r) {
        if (r.error) return { error: r.error };
        return self._settle(kind, r.data, clientSecret);
      });
    }

    confirmCardSetup(clientSecret, data) {
      var args = pmArgs(data);
      return this._confirm('setup', clientSecret, args.source, args.billing, data && data.return_url ? { return_url: data.return_url } : {});
    }

    confirmCardPayment(clientSecret, data) {
      var args = pmArgs(data);
      var extra = {};
      if (data && data.return_url) extra.return_url = data.return_url;
      if (data && data.setup_future_usage) extra.setup_future_usage = data.setup_future_usage;
      return this._confirm('payment', clientSecret, args.source, args.billing, extra);
    }

    _confirmWithElements(kind, options) {
      var opts = options || {};
      var clientSecret = opts.clientSecret || (opts.elements && opts.elements._options.clientSecret);
      var confirmParams = opts.confirmParams || {};
      var extra = {};
      if (confirmParams.return_url) extra.return_url = confirmParams.return_url;
      var source = confirmParams.payment_method || opts.elements || null;
      var billing = confirmParams.payment_method_data && confirmParams.payment_method_data.billing_details;
      return this._confirm(kind, clientSecret, source, billing, extra).then(function (result) {
        var intent = result.setupIntent || result.paymentIntent;
        if (!result.error && intent && opts.redirect !== 'if_required' && confirmParams.return_url) {
          var to = new URL(confirmParams.return_url, window.location.href);
          var name = kind === 'setup' ? 'setup_intent' : 'payment_intent';
          to.searchParams.set(name, intent.id);
          to.searchParams.set(name + '_client_secret', clientSecret);
          to.searchParams.set('redirect_status', 'succeeded');
          window.location.assign(to.toString());
          return new Promise(function () {});
        }
        return result;
      });
    }

    confirmSetup(options) {
      return this._confirmWithElements('setup', options);
    }

    confirmPayment(options) {
      return this._confirmWithElements('payment', options);
    }

    handleNextAction(options) {
      var clientSecret = options && options.clientSecret;
      var kind = String(clientSecret).startsWith('seti_') ? 'setup' : 'payment';
      var self = this;
      return this._retrieve(kind, clientSecret).then(function (r) {
        if (r.error) return r;
        return self._settle(kind, r.setupIntent || r.paymentIntent, clientSecret);
      });
    }

    handleCardAction(clientSecret) {
      return this.handleNextAction({ clientSecret: clientSecret });
    }
  }

  StripeStandIn.prototype.registerAppInfo = function () {};
  StripeStandIn.prototype._registerWrapper = function () {};

  /** `payment_method_data` for a card Element (or a group), or {error}. */

  /** After a confirm: runs 3-D Secure if asked, then answers Stripe.js's {setupIntent | paymentIntent} or {error}. */

  /** Confirms an intent with a PaymentMethod id or card fields; `extra` carries return_url etc. */

  function pmArgs(data) {
    var pm = data && data.payment_method;
    if (!pm) return { source: null, billing: undefined };
    if (typeof pm === 'string') return { source: pm, billing: undefined };
    return { source: pm.card || null, billing: pm.billing_details };
  }

  StripeStandIn.prototype.handleCardSetup = StripeStandIn.prototype.confirmCardSetup;

  StripeStandIn.prototype.handleCardPayment = StripeStandIn.prototype.confirmCardPayment;

  /** confirmSetup / confirmPayment with the Payment Element; redirects to return_url unless redirect: 'if_required'. */

  /** handleNextAction({clientSecret}): the pending 3-D Secure step of a PaymentIntent or SetupIntent. */

  /** `Stripe(publishableKey, options)`: called without `new`, as loadStripe does. */
  function createStripe(key, options) {
    return new StripeStandIn(key, options);
  }
  /** What @stripe/stripe-js checks (`Stripe.version`, to match its release train). */
  createStripe.version = 'endive';
  createStripe.isStandIn = true;
  window.Stripe = createStripe;
})();
