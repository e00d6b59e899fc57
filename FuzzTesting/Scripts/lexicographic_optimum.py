#!/usr/bin/env python3
"""The optimum of a solver check's system, from its operation log, with HiGHS (scipy).

A reference for `FailCases/Solver/`: when the check reports that the incremental solver and a
fresh one disagree, this says which of them reached the optimum. It reads the operations as the
check prints them (`add 100 * v0 - 0.5 * v3 == -30.5 @999 | edit v4 at 750.0, suggest -116.0 |
remove … | suggest … for v3 | stop editing v7`), keeps what is live at the end, and minimises
the error sums priority by priority, highest first (each level's optimum is then held while the
next is minimised), as the solver's lexicographic objective does. Errors are the check's: an
equality's |expression|, an inequality's violation, an edit's |value − suggestion|; required
constraints (no `@`, or @1000) hold exactly.

    Scripts/lexicographic_optimum.py OPERATIONS_FILE VARIABLE_COUNT [--stays]

`--stays` adds the check's stays (v[i] == (i·37 mod 101) − 50 at priority 0.001·(i+1)).
Prints each level's optimal error sum and the values there. Needs numpy and scipy (a reference
harness only, never part of the product).
"""
import re
import sys

import numpy as np
from scipy.optimize import linprog


def find(constraints, body):
    """The index of the live constraint the log names `body`. A required constraint whose new
    constant was refused (unsatisfiable) keeps its old text: when a later operation names a
    constraint by the text it had before a change, that change was refused and is undone."""
    for index, c in enumerate(constraints):
        if c[4] == body:
            return index
    for index, c in enumerate(constraints):
        if c[5] is not None and c[5][1] == body:
            constraints[index] = (c[0], c[1], c[5][0], c[3], body, None)
            return index
    return None


def parse(log):
    constraints, edits = [], {}
    for op in (part.strip() for part in log.split(" | ")):
        if op.startswith("add "):
            body, priority = op[4:], 1000.0
            if " @" in body:
                body, p = body.rsplit(" @", 1)
                priority = float(p)
            relation = next(r for r in ("<=", ">=", "==") if f" {r} " in body)
            lhs, rhs = body.split(f" {relation} ")
            terms = {}
            for term in lhs.replace(" - ", " + -").split(" + "):
                term = term.strip()
                if " * " in term:
                    coefficient, name = term.split(" * ")
                    coefficient = float(coefficient)
                elif term.startswith("-"):
                    coefficient, name = -1.0, term[1:]
                else:
                    coefficient, name = 1.0, term
                index = int(name[1:])
                terms[index] = terms.get(index, 0.0) + coefficient
            constraints.append((terms, relation, float(rhs), priority, body, None))
        elif op.startswith("remove "):
            index = find(constraints, op[7:].split(" @")[0])
            if index is not None:
                del constraints[index]
        elif op.startswith("constant of "):
            # `constant of BODY to X`: the expression's constant becomes X (the right side −X),
            # and later operations name the constraint by its new text.
            m = re.match(r"constant of (.*) to (-?[\d.e+-]+)$", op)
            body, value = m[1].split(" @")[0], float(m[2])
            index = find(constraints, body)
            if index is not None:
                terms, relation, old_rhs, priority = constraints[index][:4]
                rhs = -value + 0.0
                text = str(int(rhs)) if rhs == int(rhs) else repr(rhs)
                left = body.rsplit(" ", 2)[0]
                constraints[index] = (terms, relation, rhs, priority, f"{left} {relation} {text}", (old_rhs, body))
        elif op.startswith("edit "):
            m = re.match(r"edit v(\d+) at ([\d.]+), suggest (-?[\d.e+-]+)", op)
            edits[int(m[1])] = (float(m[2]), float(m[3]))
        elif op.startswith("suggest "):
            m = re.match(r"suggest (-?[\d.e+-]+) for v(\d+)", op)
            edits[int(m[2])] = (edits[int(m[2])][0], float(m[1]))
        elif op.startswith("stop editing "):
            del edits[int(op.split("v")[-1])]
    return constraints, edits


def optimum(n, constraints, edits, stays):
    soft = [(c[3], "constraint", c) for c in constraints if c[3] < 1000]
    soft += [(p, "edit", (v, value)) for v, (p, value) in edits.items() if p < 1000]
    soft += [(0.001 * (i + 1), "edit", (i, t)) for i, t in enumerate(stays)]
    width, errors = n, []
    for item in soft:
        one_sided = item[1] == "constraint" and item[2][1] != "=="
        errors.append([width] if one_sided else [width, width + 1])
        width += len(errors[-1])
    equal_rows, equal_rhs, upper_rows, upper_rhs = [], [], [], []

    def row(terms):
        r = np.zeros(width)
        for index, coefficient in terms.items():
            r[index] += coefficient
        return r

    for terms, relation, rhs, priority, _, _ in constraints:
        if priority < 1000:
            continue
        r = row(terms)
        if relation == "==":
            equal_rows.append(r), equal_rhs.append(rhs)
        elif relation == "<=":
            upper_rows.append(r), upper_rhs.append(rhs)
        else:
            upper_rows.append(-r), upper_rhs.append(-rhs)
    for (priority, kind, data), columns in zip(soft, errors):
        if kind == "constraint":
            terms, relation, rhs = data[0], data[1], data[2]
            r = row(terms)
            if relation == "==":
                r[columns[0]], r[columns[1]] = -1, 1
                equal_rows.append(r), equal_rhs.append(rhs)
            elif relation == "<=":
                r[columns[0]] = -1
                upper_rows.append(r), upper_rhs.append(rhs)
            else:
                r = -r
                r[columns[0]] = -1
                upper_rows.append(r), upper_rhs.append(-rhs)
        else:
            variable, value = data
            r = np.zeros(width)
            r[variable], r[columns[0]], r[columns[1]] = 1, -1, 1
            equal_rows.append(r), equal_rhs.append(value)
    bounds = [(None, None)] * n + [(0, None)] * (width - n)
    result, values = {}, None
    for priority in sorted({item[0] for item in soft}, reverse=True):
        cost = np.zeros(width)
        for item, columns in zip(soft, errors):
            if item[0] == priority:
                cost[columns] = 1
        solution = linprog(
            cost,
            A_ub=np.array(upper_rows) if upper_rows else None, b_ub=upper_rhs or None,
            A_eq=np.array(equal_rows) if equal_rows else None, b_eq=equal_rhs or None,
            bounds=bounds, method="highs")
        if solution.status != 0:
            sys.exit(f"priority {priority}: {solution.message}")
        result[priority] = solution.fun
        values = solution.x[:n]
        # Hold this level's optimum (with HiGHS's own tolerance) while the next is minimised.
        upper_rows.append(cost), upper_rhs.append(solution.fun * (1 + 1e-7) + 1e-5)
    return result, values


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    n = int(sys.argv[2])
    stays = [(i * 37 % 101) - 50 for i in range(n)] if "--stays" in sys.argv else []
    constraints, edits = parse(open(sys.argv[1]).read().strip())
    levels, values = optimum(n, constraints, edits, stays)
    for priority, error in levels.items():
        print(f"priority {priority}: error {error:.9g}")
    if values is not None:
        print("values", [float(f"{v:.9g}") for v in values])


if __name__ == "__main__":
    main()
