"""Goat and Wolf's rules as the box tells them, in Spanish: How to play's pages (each fits five rows of the screen, a
test checks) and "effects", what each cell does by cell number (Look), loaded only while they show
(yaga.games.goat_wolf.app, through yaga.strings.load; Look keeps only the effects).
"""

T = {
    "rules": (  # How to play's pages
        "La Cabra va de Amanecer (O1) a Lov, el centro, salva el alma y la lleva a O1.",  # 0
        "El Lobo gana si atrapa a la Cabra. Juegan por turnos; empieza la Cabra.",  # 1
        "Un turno: DICE tira dos dados, de 0 a 5. La pieza avanza la suma; las elecciones salen a la derecha.",  # 2
        "Casillas: O1-O16 anillo exterior (O), M1-M12 medio (M), I1-I8 interior (I), C: Lov.",  # 3
        "Camino de la Cabra: O1 a O16, M1 a M12, I1 a I7 y a Lov. Con el alma vuelve igual.",  # 4
        "El Lobo sale de Lov a I1 y luego recorre su anillo, al principio en sentido antihorario.",  # 5
        "En O16, M1, M12 o I1 el Lobo puede pasar al otro anillo. En una Guarida elige su sentido.",  # 6
        "Una casilla cuadrada actúa donde acaba la jugada. Ver casillas dice qué hace cada una.",  # 7
        "5+5 Senda secreta: primero salta 1 a 4 casillas a una libre, luego avanza 6.",  # 8
        "4+4 Segundo aliento: avanza 8, luego tira un dado y avanza eso más.",  # 9
        "Acabar en el otro en anillo exterior o interior: gana el Lobo, salvo si la Cabra está a salvo.",  # 10
        "En el anillo medio la Cabra vuelve atrás: a O1, o a I7 si ya tiene el alma.",  # 11
        "El alma: en Lov la Cabra tira dos dados cada turno. Una suma par salva el alma: sale por I7.",  # 12
        "La Trampa: tras dos tiradas impares, el Lobo que llega a I7 con un paso de sobra entra en Lov y gana.",  # 13
        "Junto a los dados: Ca la Cabra, Lo el Lobo y sus marcas: • alma, z pierde turno, -2 pasos,",  # 14
        "~ Lago Negro, # a salvo, < al revés, e puede moverse 1, r otra tirada. Ver su casilla lo explica.",  # 15
        "Botones: UP registro, flechas ver casillas, A menú, B sale: la partida se guarda.",  # 16
        "Reglas equilibradas (al empezar): cambian dos cosas. 1: el Lobo cambia de anillo solo",  # 17
        "con el primer paso de un movimiento que empieza en O16, M1, M12 o I1 (5+5 y 4+4: cada parte).",  # 18
        "2: la Cabra empieza con otra tirada: una vez, tras tirar sus dos dados, puede volver a tirar.",  # 19
    ),
    "effects": (  # by cell number
        "Salida de la Cabra. Volver con el alma gana.",  # 0
        "Sin efecto.",  # 1
        "Sin efecto.",  # 2
        "Sin efecto.",  # 3
        "Ambos: -1 paso al mover.",  # 4
        "Sin efecto.",  # 5
        "Sin efecto.",  # 6
        "Sin efecto.",  # 7
        "Sin efecto.",  # 8
        "El Lobo que empieza aquí elige dirección.",  # 9
        "Sin efecto.",  # 10
        "Sin efecto.",  # 11
        "Ambos: pierden el turno.",  # 12
        "Ambos: 2 casillas atrás.",  # 13
        "Aquí no se puede atrapar a la Cabra.",  # 14
        "Paso a M1.",  # 15
        "Paso a O16.",  # 16
        "Ambos: pierden el turno.",  # 17
        "Ambos: un dado, 1 = turno extra.",  # 18
        "El Lobo que empieza aquí elige dirección.",  # 19
        "Sin efecto.",  # 20
        "Ambos: pueden moverse 1 casilla antes de tirar.",  # 21
        "Sin efecto.",  # 22
        "Ambos: saltan 4 casillas adelante.",  # 23
        "Cabra: -2 pasos al mover.",  # 24
        "Sin efecto.",  # 25
        "Ambos: un dado, 3 = turno extra.",  # 26
        "Paso a I1.",  # 27
        "La Cabra tira 2 dados: 1-5 +2 pasos, 6-10 a salvo, 0 otra tirada.",  # 28
        "La Cabra tira 2 dados: un 4 empuja al Lobo, un 5: paga 2 pasos y el Lobo pierde turno, 4+5 cambian.",  # 29
        "Cabra: el próximo movimiento va al revés.",  # 30
        "Cabra: necesita 5 o más para salir.",  # 31
        "La Cabra tira: medio dado menos en cada jugada.",  # 32
        "La Cabra tira un dado: 1-4 pasos menos, 5 pierde turno.",  # 33
        "Puente a Lov.",  # 34
        "Ambos: 4 casillas atrás.",  # 35
        "La Cabra tira: par salva el alma. Dos impares: la Trampa.",  # 36
    ),
}
