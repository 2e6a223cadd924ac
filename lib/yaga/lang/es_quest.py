"""El acompañante de Baba Yaga (2010) en español: preparación, turno, desafíos, jugadores, mazos, la bruja.

The texts are packed 16 to a string, "|" between them, in the order of yaga.apps.quest_keys.KEYS
(the key of each text is in the comment beside it): a few strings cost a third of the RAM of a dict of
~130 small ones."""


T = {
    "g0": (
        "Partida competitiva|"  # new_comp
        "Partida cooperativa|"  # new_coop
        "Partida en solitario|"  # new_solo
        "¿Cuántos jugadores?|"  # players_q
        "J%d: héroe|"  # hero_for
        "J%d: misión|"  # quest_for
        "Repartir al azar|"  # deal
        "Héroes y misiones|"  # dealt
        "J%d %s: %s|"  # dealt_line
        "Preparación|"  # setup
        "Sortear quién sale|"  # roll_first
        "Cartas quitadas|"  # remove
        "Perder ante Yaga|"  # hard_baba
        "Morir pierde|"  # hard_death
        "J%d %s|"  # p_edit
        "pasos de misión"  # qlen
    ),
    "g1": (
        "Jugador inicial|"  # first_title
        "Empieza J%d %s. Quita %d cartas de cada mazo de encuentros. Jinete y Choza en la Valla de Huesos.|"  # first_text
        "Alyosha Popovich|"  # hero_0
        "Dobrynya Nikitich|"  # hero_1
        "Fyodor Lyzhnikov|"  # hero_2
        "Ilya Muromets|"  # hero_3
        "Marya Morevna|"  # hero_4
        "Nastasya Mikulichna|"  # hero_5
        "Matar al dragón|"  # quest_0
        "Misión %d|"  # quest_n
        "J%d %s|"  # seat_hero
        "R%d|"  # round
        "%d/4 %s|"  # step
        "Elementos|"  # step_0
        "Mover|"  # step_1
        "Encuentro"  # step_2
    ),
    "g2": (
        "Jinete / Choza|"  # step_3
        "Pierde este turno|"  # skipping
        "Fuera|"  # out
        "Rep %d  Misión %d/%d|"  # line_rep
        "Dados M%d L%d A%d|"  # line_dice
        " -%d|"  # line_pen
        "Pueblo %d  Salv. %d|"  # line_decks
        "Baba Yaga: lejos|"  # baba_off
        "Baba Yaga n.%d espera|"  # baba_wait
        "Baba Yaga n.%d > J%d|"  # baba_to
        "Paso siguiente|"  # c_next
        "Fin del turno|"  # c_end
        "Desafío|"  # c_challenge
        "Robar Pueblo|"  # c_town
        "Robar Salvaje|"  # c_wild
        "Nueva partida"  # c_new
    ),
    "g3": (
        "¿Terminar esta partida y empezar otra?|"  # new_q
        "Baba Yaga|"  # c_baba
        "Lugares|"  # places
        "Robar / seducir|"  # duel
        "Jugadores|"  # players
        "Mazos|"  # decks
        "Ronda %d|"  # round_title
        "Jinete %s: %s.|"  # horseman_text
        "Blanco|"  # h_white
        "Rojo|"  # h_red
        "Negro|"  # h_black
        "amanecer|"  # t_dawn
        "mediodía|"  # t_noon
        "noche|"  # t_night
        "Baba Yaga vuela 2 casillas hacia J%d.|"  # baba_flies
        "Un héroe tiene 3 de Rep: Baba Yaga aterriza en la Valla de Huesos."  # baba_arrives
    ),
    "g4": (
        "J%d pone su carta de personaje boca arriba: ni mueve ni tiene encuentros.|"  # miss_text
        "J%d: Rep a 0, vuelve a su pueblo inicial, pierde el próximo turno. Conserva los pasos de misión.|"  # death_text
        "¿Muere J%d?|"  # death_q
        "¿J%d queda fuera del juego?|"  # out_q
        "J%d cumplió su misión: los demás que no estén en el último paso avanzan un paso.|"  # coop_advance
        "R%d M%d/%d|"  # player_val
        "Rep|"  # rep
        "Mover|"  # ab_move
        "Luchar|"  # ab_fight
        "Astucia|"  # ab_cunning
        "Paso de misión|"  # quest
        "Penaliz. próxima|"  # penalty
        "Pierde un turno|"  # misses
        "Muerte|"  # death
        "Fuera del juego|"  # out_row
        "Mazo Pueblo"  # d_town
    ),
    "g5": (
        "Mazo Salvaje|"  # d_wild
        "Rebarajar Pueblo|"  # d_reshuffle_town
        "Rebarajar Salvaje|"  # d_reshuffle_wild
        "Baba Yaga n.%d|"  # baba_title
        "Encuentro ganado|"  # baba_won
        "Encuentro perdido|"  # baba_lost
        "Cerros Yermos|"  # pl_forlorn
        "Pacto con Koshchey|"  # pl_pact
        "Koshchey: rescate|"  # pl_rescue
        "Tsarov: comerciar|"  # pl_tsarov
        "Tirar hora del día|"  # pl_time
        "Cambia un Objeto por otro de un descarte. El Jinete y la Choza no se mueven.|"  # tsarov_ok
        "Es de noche: en Tsarov no se comercia.|"  # tsarov_night
        "Un dado extra en cada desafío del próximo encuentro con Baba Yaga. Jinete 2 casillas hacia ti.|"  # pact_text
        "Robar a J%d|"  # du_steal
        "Seducir a J%d"  # du_beguile
    ),
    "g6": (
        "¿Quién más cerca?|"  # tie_title
        "Que elija la caja|"  # tie_random
        "Robo|"  # k_steal
        "Seducción|"  # k_beguile
        "Rescate|"  # k_rescue
        "%s %d+ ×%d|"  # ch_title (×: cuántos dados)
        "Habilidad|"  # ch_ability
        "Dificultad|"  # ch_base
        "+ Rep|"  # ch_plus_rep
        "Dados extra|"  # ch_bonus
        "Contra Baba Yaga|"  # ch_baba
        "Tirar (DICE)|"  # ch_roll
        "Meter mis dados|"  # ch_enter
        "Cancelar|"  # ch_cancel
        "Dado %d de %d|"  # die_of
        "¡Superado!"  # passed
    ),
    "g7": (
        "Fallado|"  # failed
        "Hecho|"  # r_done
        "Repetir: -1 Rep|"  # r_rep
        "Repetir con objeto|"  # r_item
        "Fin de la partida|"  # over
        "¡Gana %s!|"  # win_one
        "¡Ganan los héroes!|"  # win_all
        "¡Has ganado!|"  # win_solo
        "Gana Baba Yaga: habéis perdido.|"  # lose_all
        "Sin ganador: empate de Rep.|"  # no_winner
        "Se cumplió una misión.|"  # r_quest
        "Baba Yaga vencida tres veces.|"  # r_baba
        "Se acabó un mazo de encuentros.|"  # r_deck
        "Nadie tiene Rep y Baba Yaga está en el tablero.|"  # r_no_rep
        "Todos los jugadores están fuera.|"  # r_all_out
        "Derrota ante Baba Yaga (reglas difíciles)."  # r_hard_baba
    ),
    "g8": (
        "Una muerte (reglas difíciles).|"  # r_hard_death
        "A: nueva  B: deshacer|"  # hint_over
        "Botones|"  # keys
        "A: hacer la opción\n< >: otras opciones\nB: deshacer un paso\nMantén B: al menú,\nla partida se guarda"  # keys_text
    ),
}
