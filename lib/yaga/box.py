"""What the shell hands to an app (`App(box)`): the canvas, the app's own save slot, settings, words, clock,
seeds and the click of the buzzer. Kept apart from the shell so app tests can build one without a shell.
"""

from yaga import modules, saves, strings


class AppStore:
    """One app's save record: load() once at start, save(payload) after every action.

    Problems never reach the app as exceptions: `problem` keeps what went wrong (a damaged or foreign
    record found by load, set aside, with the previous save restored or not, or a SaveError from save)
    until the shell has told the player (`take_problem`).

    How an app refuses a save it cannot use, so that it never becomes "the last good save" (yaga.saves):
    - `load(size, valid)`: valid(payload) returning False (or raising) sets the record aside like a CRC
      failure and gives the previous save if that one passes (engines' is_valid fit here);
    - raising from its constructor (ValueError is the custom) while `loaded` is set: the shell sets the
      loaded record aside and starts the app again from the previous save, or afresh (yaga.shell, Problems).
    """

    def __init__(self, store, name, app_id):
        self.store = store
        self.name = name
        self.app_id = app_id
        self.problem = None  # saves.DAMAGED / saves.FOREIGN / saves.RESTORED, or a saves.SaveError
        self.loaded = False  # load gave a payload: the app is starting from a save
        self.layout = saves.FIRST_LAYOUT  # the layout version save() writes: the one load was given

    def load(self, size=None, valid=None, most=saves.MAX_PAYLOAD, layout=saves.FIRST_LAYOUT, upgrade=None):
        """The saved payload (a bytearray) in today's layout, or None when there is none to trust. size: its
        exact length, when it has one, else most: the longest it may be; a longer file is set aside unread.
        layout: the version of today's layout, which save() then writes; upgrade(old_layout, payload): today's
        payload from a record of an older layout (raising for one it does not know)."""
        self.layout = layout
        status, payload = self.store.load(self.name, self.app_id, size, valid, most, layout, upgrade)
        if status == saves.DAMAGED or status == saves.FOREIGN or status == saves.RESTORED:
            self.problem = status
        self.loaded = payload is not None
        return payload

    def set_aside(self):
        """The loaded record made the app fail: renamed .bad, so the next load gives the previous save."""
        self.store.set_aside(self.name)

    def roll_back(self):
        """The record made the app fail as it played: set aside, the previous save in its place (Store.roll_back:
        RESTORED, MISSING, or None when there was no record)."""
        return self.store.roll_back(self.name)

    def save(self, payload):
        """Write payload; True when saved. On failure the old record stays and `problem` is set."""
        try:
            self.store.save(self.name, self.app_id, payload, self.layout)
        except saves.SaveError as e:
            self.problem = e
            return False
        return True

    def take_problem(self):
        p = self.problem
        self.problem = None
        return p


class Box:
    """The services of one open app. `clock()` gives the loop's time in ms, `entropy()` a seed int,
    `beep(freq, ms)` clicks the buzzer when sound is on (or does nothing); `cable` is the link cable's transport
    (yaga.link: a UART, the simulator's socket, a test's fake cable), or None on a box without one."""

    def __init__(self, canvas, store, settings, clock, entropy, beep=None, cable=None):
        self.canvas = canvas
        self.cable = cable
        self.store = store
        self.settings = settings
        self.strings = strings
        self._clock = clock
        self._entropy = entropy
        self._beep = beep

    def now_ms(self):
        return self._clock()

    def new_seed(self):
        return self._entropy()

    def let_go(self, name):
        """A platform module the app is done with leaves RAM (it is imported again by its next user)."""
        modules.forget(name)

    def beep(self, freq, ms):
        if self._beep is not None and self.settings.sound:
            self._beep(freq, ms)
