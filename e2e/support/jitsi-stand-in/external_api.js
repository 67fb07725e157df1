/*
 * A stand-in for Jitsi Meet's external_api.js in the end-to-end tests (DESIGN.md decision 9). It defines
 * `window.JitsiMeetExternalAPI` with the part of the real API the classroom uses, draws the room it was asked
 * for inside `parentNode` (room, display name and subject as data attributes), and lets a test drive the
 * conference through `window.__jitsiStandIn.fire(event, payload)`.
 */
(function () {
  'use strict';

  class JitsiMeetExternalAPI {
    constructor(domain, options) {
      this.domain = domain;
      this.options = options || {};
      this.listeners = new Map();
      this.commands = [];
      this.participants = 1;
      this.disposed = false;

      const user = this.options.userInfo || {};
      const config = this.options.configOverwrite || {};
      const room = document.createElement('div');
      room.setAttribute('data-jitsi-stand-in', '');
      room.setAttribute('data-domain', domain);
      room.setAttribute('data-room', this.options.roomName || '');
      room.setAttribute('data-display-name', user.displayName || '');
      room.setAttribute('data-email', user.email || '');
      room.setAttribute('data-subject', config.subject || '');
      room.setAttribute('data-jwt', this.options.jwt ? 'yes' : 'no');
      room.textContent =
        'Jitsi stand-in: room ' + (this.options.roomName || '') + ' as ' + (user.displayName || '');
      room.style.width = '100%';
      room.style.height = '100%';
      room.style.color = '#fff';
      room.style.padding = '1rem';
      this.element = room;
      if (this.options.parentNode) this.options.parentNode.appendChild(room);

      window.__jitsiStandIn = {
        api: this,
        domain: domain,
        options: this.options,
        commands: this.commands,
        fire: (event, payload) => this.fire(event, payload),
      };

      this.joinTimer = setTimeout(() => {
        this.fire('videoConferenceJoined', {
          roomName: this.options.roomName,
          id: 'stand-in-local',
          displayName: user.displayName,
        });
      }, 50);
    }

    addListener(event, listener) {
      const list = this.listeners.get(event) || [];
      list.push(listener);
      this.listeners.set(event, list);
      return this;
    }

    addEventListener(event, listener) {
      return this.addListener(event, listener);
    }

    on(event, listener) {
      return this.addListener(event, listener);
    }

    removeListener(event, listener) {
      const list = this.listeners.get(event) || [];
      this.listeners.set(
        event,
        list.filter((l) => l !== listener),
      );
      return this;
    }

    removeEventListener(event, listener) {
      return this.removeListener(event, listener);
    }

    off(event, listener) {
      return this.removeListener(event, listener);
    }

    fire(event, payload) {
      if (this.disposed) return;
      if (event === 'participantJoined') this.participants += 1;
      if (event === 'participantLeft') this.participants = Math.max(1, this.participants - 1);
      for (const listener of (this.listeners.get(event) || []).slice()) listener(payload);
    }

    executeCommand(name, ...args) {
      this.commands.push([name, ...args]);
      if (name === 'subject' && this.element) this.element.setAttribute('data-subject', String(args[0]));
      if (name === 'hangup') {
        this.fire('videoConferenceLeft', { roomName: this.options.roomName });
        this.fire('readyToClose');
      }
    }

    getNumberOfParticipants() {
      return this.participants;
    }

    dispose() {
      clearTimeout(this.joinTimer);
      this.disposed = true;
      if (this.element) this.element.remove();
    }
  }

  window.JitsiMeetExternalAPI = JitsiMeetExternalAPI;
})();
