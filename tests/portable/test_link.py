"""yaga.link: framing, acknowledgements and resends, sessions, lost and resumed links, another protocol version, and
every way a frame is refused; two boxes on the kit's fake cable (test_link_kit), both interpreters."""

import sys

from test_link_kit import GW_GAME, STEP_MS, Boxes, Match, frame, hello, u16s
from yaga import link as L
from yaga.games import REGISTRY
from yaga.games.goat_wolf import rules as gw
from yaga.modules import load


def linked(seed=7):
    boxes = Boxes(seed)
    boxes.run(100)
    assert boxes.a.state == L.UP and boxes.b.state == L.UP
    return boxes


def inject(boxes, data):
    """Bytes arriving at box B as if from the cable."""
    boxes.wire_b.rx.write(data)


def delivered(boxes, box, kind=L.EV_ACTION):
    return [e for e in boxes.events[box] if e[0] == kind]


# ---- framing ----------------------------------------------------------------------------------------------


def test_crc16_is_ccitt_false_and_reads_across_a_ring_wrap():
    assert L.crc16(b"123456789", 0, 9) == 0x29B1  # the catalogue check value of CRC-16/CCITT-FALSE
    ring = bytearray(b"6789xx12345")  # "123456789" starting at 6, wrapping at the end
    assert L.crc16(ring, 6, 9) == 0x29B1


def test_a_frame_built_from_the_format_table_is_taken():
    boxes = linked()
    b = boxes.b
    inject(boxes, frame(L.ACTION, b._rx_next, u16s(4, 97)))
    boxes.step()
    assert delivered(boxes, b)[-1] == (L.EV_ACTION, 4, 97)


def test_an_action_a_hash_and_a_state_round_trip_between_two_links():
    boxes = linked()
    a, b = boxes.a, boxes.b
    s = gw.new_state(7)
    a.send_action(0, gw.A_ROLL)
    a.send_hash(0, s)
    b.send_hash(0, s)
    boxes.run(200)
    assert delivered(boxes, b) == [(L.EV_ACTION, 0, gw.A_ROLL)]
    assert a.agreed >= 1 and b.agreed >= 1
    s2 = bytearray(s)
    s2[gw.AT_CELL] = 5
    a.send_state(3, s2)
    boxes.run(200)
    assert delivered(boxes, b, L.EV_STATE) == [(L.EV_STATE, 3, 0)]
    got = bytearray(gw.STATE_SIZE)
    assert b.copy_state(got) and got == s2
    assert not b.copy_state(bytearray(10))  # another size is refused, not truncated


def test_hello_carries_version_game_options_seed_and_who_began():
    boxes = Boxes(seed=0x12345678, options=1)
    boxes.run(100)
    a, b = boxes.a, boxes.b
    assert boxes.kinds(a) == [L.EV_LINKED] and boxes.kinds(b) == [L.EV_LINKED]
    assert b.peer_began and not a.peer_began
    assert b.peer_game == GW_GAME and b.peer_options == 1 and b.peer_seed == 0x12345678
    assert b.peer_version == L.VERSION


def test_bytes_per_move_are_an_action_a_hash_each_way_and_their_acks():
    boxes = linked()
    a, b = boxes.a, boxes.b
    s = gw.new_state(7)
    a.note(0, s)
    b.note(0, s)
    before = boxes.wire_a.sent + boxes.wire_b.sent
    gw.apply_action(s, gw.sample_chance(s))
    a.send_action(0, s[gw.AT_DIE1] * 6 + s[gw.AT_DIE2])
    a.send_hash(1, s)
    boxes.step()
    b.send_hash(1, s)
    for _ in range(5):
        boxes.step()
    used = boxes.wire_a.sent + boxes.wire_b.sent - before
    assert used == 3 * (L.OVERHEAD + 4) + 3 * L.OVERHEAD  # three frames of 11 bytes, three ACKs of 7: 54
    assert a.bytes_out + b.bytes_out == boxes.wire_a.sent + boxes.wire_b.sent


def test_a_full_queue_refuses_and_counts_and_a_full_event_ring_drops_the_oldest():
    boxes = linked()
    a, b = boxes.a, boxes.b
    boxes.plug(False)
    sent = 0
    while a.send_action(sent, 1):
        sent += 1
    assert a.queue_full == 1 and not a.bye() and a.queue_full == 2
    for i in range(40):
        inject(boxes, frame(L.ACTION, b._rx_next, u16s(i, 0)))
        b.poll(boxes.now)
    assert b.events_dropped == 40 - L.EVENTS
    plies = []
    while b.pop() != L.NONE:
        plies.append(b.event_ply)
    assert plies == list(range(40 - L.EVENTS, 40))


def test_every_game_state_fits_in_one_state_frame():
    for name, _ in REGISTRY:
        rules = load("yaga.games.%s.rules" % name)
        assert rules.STATE_SIZE + 2 <= L.MAX_PAYLOAD, name


# ---- acknowledgements, resends, duplicates ----------------------------------------------------------------


def test_a_dropped_frame_is_resent_after_the_timeout_and_arrives_once():
    boxes = linked()
    a, b = boxes.a, boxes.b
    boxes.wire_a.lose = 1
    a.send_action(0, 42)
    boxes.run(L.RESEND_MS - STEP_MS)
    assert delivered(boxes, b) == [] and a.resends == 0
    boxes.run(2 * STEP_MS)
    assert delivered(boxes, b) == [(L.EV_ACTION, 0, 42)] and a.resends == 1


def test_a_lost_ack_brings_a_resend_that_is_acknowledged_not_delivered_twice():
    boxes = linked()
    a, b = boxes.a, boxes.b
    a.send_action(0, 42)
    boxes.wire_b.lose = 1  # b's ACK
    boxes.run(L.RESEND_MS + 5 * STEP_MS)
    assert a.resends == 1
    assert delivered(boxes, b) == [(L.EV_ACTION, 0, 42)]
    assert b.refused[L.R_DUPLICATE] == 1
    a.send_action(1, 43)  # the link goes on: a's frame in flight was acknowledged
    boxes.run(50)
    assert delivered(boxes, b)[-1] == (L.EV_ACTION, 1, 43)


def test_frames_queued_together_arrive_in_order_once_each():
    boxes = linked()
    for i in range(20):
        assert boxes.a.send_action(i, i + 10)
    boxes.run(2000)
    assert delivered(boxes, boxes.b) == [(L.EV_ACTION, i, i + 10) for i in range(20)]
    assert boxes.a.resends == 0


def test_a_replayed_frame_is_refused_as_a_duplicate():
    boxes = linked()
    b = boxes.b
    seq = b._rx_next
    f = frame(L.ACTION, seq, u16s(0, 7))
    inject(boxes, f)
    boxes.step()
    for _ in range(3):
        inject(boxes, f)
        boxes.step()
    assert delivered(boxes, b) == [(L.EV_ACTION, 0, 7)]
    assert b.refused[L.R_DUPLICATE] == 3


def test_sequence_numbers_wrap_past_255():
    boxes = linked()
    for i in range(300):
        boxes.a.send_action(i & 0xFF, i & 0xFF)
        boxes.run(3 * STEP_MS)
    got = delivered(boxes, boxes.b)
    assert len(got) == 300 and got[-1] == (L.EV_ACTION, 299 & 0xFF, 299 & 0xFF)


# ---- every refusal, counted, and the link takes the next sound frame ----------------------------------------


def refused_then_taken(bad, reason, count=1, wait=0):
    boxes = linked()
    b = boxes.b
    before = list(b.refused)
    inject(boxes, bad)
    boxes.run(wait + STEP_MS)
    inject(boxes, frame(L.ACTION, b._rx_next, u16s(9, 99)))
    boxes.step()
    assert b.refused[reason] - before[reason] == count, (reason, b.refused)
    assert delivered(boxes, b)[-1] == (L.EV_ACTION, 9, 99)
    return b


def test_noise_before_a_start_byte_is_refused_byte_by_byte():
    refused_then_taken(b"\x00\x13\x37\xff\x42", L.R_NOISE, 5)


def test_an_unknown_type_is_refused():
    refused_then_taken(frame(9, 0, b"")[:2], L.R_TYPE)


def test_a_length_its_type_cannot_have_is_refused():
    refused_then_taken(frame(L.ACTION, 0, b"\x00\x01\x02\x03\x04")[:5], L.R_LENGTH)


def test_an_oversized_frame_is_refused_from_its_header():
    big = frame(L.STATE, 0, bytearray(L.MAX_PAYLOAD + 1))
    refused_then_taken(big[:5], L.R_LENGTH)


def test_a_bad_crc_is_refused():
    f = frame(L.ACTION, 0, u16s(1, 2))
    f[6] ^= 0x40
    refused_then_taken(f, L.R_CRC)


def test_a_frame_that_stops_coming_is_refused_as_truncated():
    refused_then_taken(frame(L.ACTION, 0, u16s(1, 2))[:7], L.R_TRUNCATED, wait=L.TRUNCATED_MS)


def test_a_truncated_frame_followed_by_a_sound_one_gives_the_sound_one():
    boxes = linked()
    b = boxes.b
    cut = frame(L.STATE, 0, bytearray(100))[:30]
    inject(boxes, cut + frame(L.ACTION, b._rx_next, u16s(3, 33)))
    boxes.run(L.TRUNCATED_MS + 2 * STEP_MS)
    assert delivered(boxes, b)[-1] == (L.EV_ACTION, 3, 33)


def test_a_number_ahead_of_the_expected_one_is_refused_as_out_of_order():
    boxes = linked()
    b = boxes.b
    inject(boxes, frame(L.ACTION, b._rx_next + 5, u16s(1, 2)))
    boxes.step()
    assert b.refused[L.R_ORDER] == 1 and delivered(boxes, b) == []


def test_a_frame_before_any_hello_is_refused_as_out_of_order():
    boxes = Boxes()
    boxes.wire_a.plugged = False  # b hears only the injected frame
    inject(boxes, frame(L.ACTION, 0, u16s(1, 2)))
    boxes.step()
    assert boxes.b.refused[L.R_ORDER] == 1 and delivered(boxes, boxes.b) == []


def test_an_ack_of_nothing_sent_is_refused_as_out_of_order():
    boxes = linked()
    b = boxes.b
    inject(boxes, frame(L.ACK, b._tx_seq + 3, b""))
    boxes.step()
    assert b.refused[L.R_ORDER] == 1


def test_a_forged_ack_stalls_the_count_until_a_new_session_restarts_it():
    boxes = linked()
    a, b = boxes.a, boxes.b
    boxes.wire_a.lose = 1
    a.send_action(0, 5)  # lost on the wire, and "acknowledged" by a forged ACK before its resend
    boxes.wire_a.rx.write(frame(L.ACK, a._tx_seq + 1, b""))
    boxes.step()
    a.send_action(1, 6)
    boxes.run(L.STALL_MS - 100)
    assert delivered(boxes, b) == [] and b.refused[L.R_ORDER] > 0 and a.renewals == 0
    boxes.run(500)
    assert a.renewals == 1 and delivered(boxes, b) == [(L.EV_ACTION, 1, 6)]
    assert boxes.kinds(b).count(L.EV_LINKED) == 2  # to b, a started again: the app resynchronises by ply


def test_a_forged_hello_of_a_new_session_is_outlived():
    boxes = linked()
    a, b = boxes.a, boxes.b
    inject(boxes, frame(L.HELLO, 77, hello(0x6666)))
    boxes.step()
    a.send_action(0, 5)
    boxes.run(1000)
    assert delivered(boxes, b) == [(L.EV_ACTION, 0, 5)] and a.renewals == 0
    assert b.peer_session == a.session


# ---- another protocol version ------------------------------------------------------------------------------


def test_a_hello_of_another_version_is_reported_and_counted():
    for version in (0, L.VERSION + 1):
        boxes = Boxes()
        boxes.wire_a.plugged = False
        inject(boxes, frame(L.HELLO, 0, hello(0x3333, version=version)))
        boxes.step()
        b = boxes.b
        assert b.state == L.OTHER_VERSION and b.peer_version == version
        assert boxes.kinds(b) == [L.EV_VERSION] and b.refused[L.R_VERSION] == 1
        inject(boxes, frame(L.ACTION, 1, u16s(1, 2)))  # nothing of that box is taken
        boxes.step()
        assert delivered(boxes, b) == []


def test_a_forged_hello_of_another_version_amid_a_game_ends_at_the_next_frame_of_the_linked_box():
    boxes = linked()
    inject(boxes, frame(L.HELLO, 0, hello(0x3333, version=L.VERSION + 1)))
    boxes.step()
    assert boxes.b.state == L.OTHER_VERSION
    boxes.a.send_action(0, 5)
    boxes.run(50)
    assert boxes.b.state == L.UP and boxes.kinds(boxes.b)[-2:] == [L.EV_RESUMED, L.EV_ACTION]


def test_a_longer_hello_of_a_later_version_is_still_read_for_its_version():
    boxes = Boxes()
    boxes.wire_a.plugged = False
    inject(boxes, frame(L.HELLO, 0, hello(0x3333, version=L.VERSION + 1) + bytearray(20)))
    boxes.step()
    assert boxes.b.state == L.OTHER_VERSION and boxes.b.peer_version == L.VERSION + 1


def test_this_box_keeps_saying_its_version_to_a_box_of_another():
    boxes = Boxes()
    boxes.wire_a.plugged = False
    before = boxes.wire_b.sent
    inject(boxes, frame(L.HELLO, 0, hello(0x3333, version=L.VERSION + 1)))
    boxes.run(1000)
    hellos = (boxes.wire_b.sent - before) // (L.OVERHEAD + L.HELLO_SIZE)
    assert hellos >= 1000 // L.RESEND_MS - 1  # its HELLO goes on being resent: the other box can say so too


def test_an_updated_box_that_starts_again_links():
    boxes = Boxes()
    boxes.wire_a.plugged = False
    inject(boxes, frame(L.HELLO, 0, hello(0x3333, version=L.VERSION + 1)))
    boxes.step()
    inject(boxes, frame(L.HELLO, 0, hello(0x4444)))
    boxes.step()
    assert boxes.b.state == L.UP and boxes.kinds(boxes.b)[-1] == L.EV_LINKED


# ---- lost, resumed, restarted ------------------------------------------------------------------------------


def test_a_quiet_link_stays_up_on_keepalives():
    boxes = linked()
    boxes.run(5000)
    assert boxes.a.state == L.UP and boxes.b.state == L.UP
    assert L.EV_LOST not in boxes.kinds(boxes.a) + boxes.kinds(boxes.b)


def test_unplugged_the_link_is_lost_within_a_second_and_resumes_when_bytes_come_back():
    boxes = linked()
    a, b = boxes.a, boxes.b
    boxes.plug(False)
    boxes.run(L.LOST_MS + 2 * STEP_MS)
    assert a.state == L.LOST and b.state == L.LOST
    assert boxes.kinds(a)[-1] == L.EV_LOST and boxes.kinds(b)[-1] == L.EV_LOST
    a.send_action(0, 5)  # played while unplugged: it waits
    boxes.run(3000)
    assert delivered(boxes, b) == []
    boxes.plug(True)
    boxes.run(L.RESEND_MS + 2 * STEP_MS)
    assert a.state == L.UP and b.state == L.UP
    assert L.EV_RESUMED in boxes.kinds(a) and L.EV_RESUMED in boxes.kinds(b)
    assert delivered(boxes, b) == [(L.EV_ACTION, 0, 5)]


def test_unplugged_at_ten_moments_of_a_game_no_move_is_lost():
    m = Match(seed=3)
    m.boxes.run(100)
    turns = 0
    cuts = 0
    while not m.over() and turns < 5000:
        m.turn()
        turns += 1
        if turns % 9 == 0 and cuts < 10:
            cuts += 1
            m.boxes.plug(False)
            for _ in range(cuts * 13):  # a cut of 130 .. 1300 ms, at different points of the frames
                m.turn()
            m.boxes.plug(True)
    assert m.over(), (turns, m.pa.ply, m.pb.ply)
    assert cuts == 10 and m.pa.illegal == 0 and m.pb.illegal == 0


def test_a_restarted_box_starts_a_new_session_and_takes_the_state_of_the_box_that_began():
    m = Match(seed=5)
    while m.pa.ply < 12:
        m.turn()
    # box B restarts: a new Link (a new session number) on the same cable, its game back at the start
    boxes = m.boxes
    boxes.b = L.Link(boxes.wire_b, 0x5555, False, GW_GAME)
    boxes.events[boxes.b] = []
    m.pb.link = boxes.b
    m.pb.s = gw.new_state(5)
    m.pb.ply = 0
    boxes.b.note(0, m.pb.s)
    boxes.run(300)
    assert boxes.kinds(boxes.a).count(L.EV_LINKED) == 2
    assert L.EV_STATE in boxes.kinds(boxes.b)
    assert m.pb.s == m.pa.s and m.pb.ply == m.pa.ply
    turns = 0
    while not m.over() and turns < 5000:
        m.turn()
        turns += 1
    assert m.over()


def test_bye_closes_both_ends():
    boxes = linked()
    boxes.a.bye()
    boxes.run(100)
    assert boxes.a.state == L.CLOSED and boxes.b.state == L.CLOSED
    assert boxes.kinds(boxes.b)[-1] == L.EV_BYE
    boxes.run(3000)
    assert L.EV_LOST not in boxes.kinds(boxes.a) + boxes.kinds(boxes.b)


# ---- lockstep with a real engine ----------------------------------------------------------------------------


def test_two_links_play_goat_and_wolf_in_lockstep_equal_after_every_turn():
    m = Match(seed=7)
    m.boxes.run(100)
    turns = 0
    while not m.over() and turns < 5000:
        m.turn()
        turns += 1
        if m.pa.ply == m.pb.ply:
            assert m.pa.s == m.pb.s, m.pa.ply
    assert m.over() and m.pa.ply > 10
    assert m.boxes.a.agreed > 5 and m.boxes.b.agreed > 5
    assert delivered(m.boxes, m.boxes.a, L.EV_DESYNC) == []


def test_a_forced_mismatch_resynchronises_from_the_state_of_the_box_that_began():
    m = Match(seed=9)
    m.boxes.run(100)
    for _ in range(30):
        m.turn()
    m.pb.s[gw.AT_RNG] ^= 0x5A  # box B's dice drift: every action stays legal, only the hash tells
    turns = 0
    while not m.over() and turns < 5000:
        m.turn()
        turns += 1
    assert m.over()
    assert delivered(m.boxes, m.boxes.a, L.EV_DESYNC) and delivered(m.boxes, m.boxes.b, L.EV_STATE)


def test_a_box_that_cannot_apply_an_action_asks_for_the_state():
    m = Match(seed=4)
    m.boxes.run(100)
    for _ in range(20):
        m.turn()
    while not (m.pa.mine() and m.pa.ply == m.pb.ply):
        m.turn()
    m.pb.s[gw.AT_PHASE] = gw.PH_OVER  # B thinks the game is over: nothing A plays next is legal there
    turns = 0
    while not m.over() and turns < 5000:
        m.turn()
        turns += 1
    assert m.over() and m.pb.illegal >= 1


# ---- the hot path -----------------------------------------------------------------------------------------


def test_poll_send_and_pop_allocate_nothing_under_heap_lock():
    if sys.implementation.name != "micropython":
        return  # CPython has no heap lock; the MicroPython run of this same file checks it
    import micropython

    boxes = linked()
    a, b = boxes.a, boxes.b
    s = gw.new_state(7)
    now = boxes.now
    micropython.heap_lock()
    try:
        for i in range(300):
            now += STEP_MS
            if i % 7 == 0:
                a.send_action(i & 0xFF, i)
                a.send_hash(i & 0xFF, s)
                b.send_hash(i & 0xFF, s)
            a.poll(now)
            b.poll(now)
            while a.pop() != L.NONE:
                pass
            while b.pop() != L.NONE:
                pass
    finally:
        micropython.heap_unlock()
    assert b.frames_in > 100 and b.refused == [0] * L.REASONS
