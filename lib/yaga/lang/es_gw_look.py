"""Goat and Wolf cells in Spanish, shown only when looking at cells: "cells", their names (translated from the
Russian seed), and "effects", what each does; by cell number, joined by "|"."""

T = {
    "cells": (
        "Amanecer|"  # 0
        "Arroyo del bosque|"  # 1
        "Llanura de liquen|"  # 2
        "Vado de ciervos|"  # 3
        "Ladera pedregosa|"  # 4
        "Arroyo del alce|"  # 5
        "Campamento viejo|"  # 6
        "Campo de lavanda|"  # 7
        "Bosque de abedules|"  # 8
        "Guarida del lobo|"  # 9
        "Colina tranquila|"  # 10
        "Madriguera del zorro|"  # 11
        "Lago muerto|"  # 12
        "Lazos del cazador|"  # 13
        "Menhires|"  # 14
        "Ocaso|"  # 15
        "Entrada a la niebla|"  # 16
        "Ciénaga|"  # 17
        "Rompehueso|"  # 18
        "Guarida del lobo|"  # 19
        "Páramo|"  # 20
        "Oído de la tierra|"  # 21
        "Orilla movediza|"  # 22
        "Cruce de caminos|"  # 23
        "Flecha rota|"  # 24
        "Hoguera|"  # 25
        "Ojo de búho|"  # 26
        "Salida de la niebla|"  # 27
        "Tocón sabio|"  # 28
        "Caldero de hierro|"  # 29
        "Siete hermanas|"  # 30
        "Toros bravos|"  # 31
        "Lago negro|"  # 32
        "Lago rojo|"  # 33
        "Puente de pelo|"  # 34
        "Abismo|"  # 35
        "Lov (el alma)"  # 36
    ),
    "effects": (
        "Salida del Chivo. Volver con el alma gana.|"  # 0
        "Sin efecto.|"  # 1
        "Sin efecto.|"  # 2
        "Sin efecto.|"  # 3
        "Ambos: -1 paso al mover.|"  # 4
        "Sin efecto.|"  # 5
        "Sin efecto.|"  # 6
        "Sin efecto.|"  # 7
        "Sin efecto.|"  # 8
        "El Lobo que empieza aquí elige dirección.|"  # 9
        "Sin efecto.|"  # 10
        "Sin efecto.|"  # 11
        "Ambos: pierden el turno.|"  # 12
        "Ambos: 2 casillas atrás.|"  # 13
        "Aquí no se puede atrapar al Chivo.|"  # 14
        "Paso a M1.|"  # 15
        "Paso a O16.|"  # 16
        "Ambos: pierden el turno.|"  # 17
        "Ambos: un dado, 1 = turno extra.|"  # 18
        "El Lobo que empieza aquí elige dirección.|"  # 19
        "Sin efecto.|"  # 20
        "Ambos: pueden moverse 1 casilla antes de tirar.|"  # 21
        "Sin efecto.|"  # 22
        "Ambos: saltan 4 casillas adelante.|"  # 23
        "Chivo: -2 pasos al mover.|"  # 24
        "Sin efecto.|"  # 25
        "Ambos: un dado, 3 = turno extra.|"  # 26
        "Paso a I1.|"  # 27
        "El Chivo tira 2 dados: 1-5 +2 pasos, 6-10 a salvo, 0 otra tirada.|"  # 28
        "El Chivo tira 2 dados: 4 empuja al Lobo, 5 lo para, 4+5 cambian.|"  # 29
        "Chivo: el próximo movimiento va al revés.|"  # 30
        "Chivo: necesita 5 o más para salir.|"  # 31
        "El Chivo tira: medio dado menos en cada jugada.|"  # 32
        "El Chivo tira un dado: 1-4 pasos menos, 5 pierde turno.|"  # 33
        "Puente a Lov.|"  # 34
        "Ambos: 4 casillas atrás.|"  # 35
        "El Chivo tira: par salva el alma. Dos impares: la Trampa."  # 36
    ),
}
