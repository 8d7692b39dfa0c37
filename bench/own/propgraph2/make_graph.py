#!/usr/bin/env python3
"""Write graph.json: the engineering database of Brightloom, an invented software company.

Standard library only and deterministic (a fixed seed, no clock): running it twice gives the same file byte for
byte. Every person, company, project and number in it is made up. The data is the state on 2025-09-30.

    python3 make_graph.py [--out graph.json]

graph.json holds
    nodes          [{"id": "emp:17", "labels": ["Employee"], "properties": {...}}, ...]
    relationships  [{"type": "WORKS_AT", "start": "emp:17", "end": "office:2", "properties": {...}}, ...]
    date_keys      property keys whose values are ISO dates "YYYY-MM-DD" and are loaded as Neo4j `date` values
The ids only wire the file together; load.py does not store them.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
from collections import Counter, defaultdict
from pathlib import Path

SEED = 20250930
SNAPSHOT = dt.date(2025, 9, 30)
DATE_KEYS = ["openedOn", "formedOn", "hiredOn", "startedOn", "createdOn", "closedOn", "signedOn",
             "since", "lastCommitOn", "assignedOn"]

OFFICES = [
    # name, city, country, openedOn, deskCount, hasParking, timezone
    ("Lisbon Hub", "Lisbon", "Portugal", "2014-03-03", 180, True, "Europe/Lisbon"),
    ("Berlin Studio", "Berlin", "Germany", "2016-09-12", 120, False, "Europe/Berlin"),
    ("Toronto Office", "Toronto", "Canada", "2018-05-07", 90, True, "America/Toronto"),
    ("Krakow Lab", "Krakow", "Poland", "2020-01-20", 64, False, "Europe/Warsaw"),
    ("Austin Annex", "Austin", "United States", "2022-11-14", 40, True, "America/Chicago"),
]

TEAMS = [
    # name, mission, formedOn, onCallRotation, annualBudgetEur
    ("Payments", "Move money safely for every customer", "2015-02-02", True, 2400000),
    ("Identity", "Sign-in, accounts and permissions", "2015-06-15", True, 1350000),
    ("Mobile", "The iOS and Android apps", "2017-01-09", False, 1800000),
    ("Data Engineering", "Pipelines, warehouse and reporting", "2017-08-21", True, 1650000),
    ("Search", "Find anything in under a second", "2018-03-05", False, 980000),
    ("Developer Tools", "Internal build, CI and release tooling", "2019-04-01", False, 720000),
    ("Growth", "Onboarding, pricing pages and experiments", "2020-10-12", False, 860000),
    ("Infrastructure", "Clusters, networking and observability", "2016-01-11", True, 2950000),
    ("Integrations", "Connectors to partner systems", "2021-05-03", False, 640000),
    ("Design Systems", "Shared UI components and tokens", "2022-02-14", False, 410000),
]

PROJECTS = [
    # codename, description, status, startedOn, budgetMillions, priority, customerFacing, owner teams, key prefix
    ("Kestrel", "Card payment gateway", "active", "2015-04-01", 3.8, 1, True, ["Payments"], "KES"),
    ("Lantern", "Fraud scoring service", "active", "2019-09-16", 1.6, 1, False, ["Payments", "Data Engineering"], "LAN"),
    ("Driftwood", "Single sign-on and account portal", "active", "2015-07-01", 2.2, 1, True, ["Identity"], "DRI"),
    ("Marigold", "Consumer mobile app", "active", "2017-02-13", 2.9, 2, True, ["Mobile"], "MAR"),
    ("Halyard", "Event pipeline and data warehouse", "active", "2017-10-02", 2.5, 2, False, ["Data Engineering"], "HAL"),
    ("Quartz", "Full-text product search", "maintenance", "2018-04-09", 1.1, 3, True, ["Search"], "QRZ"),
    ("Bramble", "Build and CI toolkit", "active", "2019-05-06", 0.6, 3, False, ["Developer Tools"], "BRA"),
    ("Osprey", "Pricing and checkout experiments", "paused", "2021-01-18", 0.45, 4, True, ["Growth"], "OSP"),
    ("Juniper", "Kubernetes platform", "active", "2016-03-07", 3.1, 1, False, ["Infrastructure"], "JUN"),
    ("Tessellate", "Partner connector hub", "active", "2021-06-14", 0.9, 2, True, ["Integrations"], "TES"),
    ("Wickham", "Legacy reporting suite", "retired", "2014-06-02", 0.3, 4, True, ["Data Engineering"], "WIC"),
    ("Ferrox", "Shared component library", "active", "2022-03-07", 0.35, 3, False, ["Design Systems", "Mobile"], "FER"),
    ("Sundial", "Scheduling and reminders API", "maintenance", "2020-02-24", 0.7, 3, True, ["Integrations"], "SUN"),
    ("Paloma", "Observability and alerting stack", "active", "2023-01-09", 1.4, 2, False, ["Infrastructure"], "PAL"),
]

REPOS = [
    # slug, project, language, isPrivate, topics
    ("kestrel-api", "Kestrel", "Go", True, ["payments", "api", "grpc"]),
    ("kestrel-ledger", "Kestrel", "Java", True, ["payments", "accounting"]),
    ("kestrel-sdk-js", "Kestrel", "TypeScript", False, ["payments", "sdk"]),
    ("lantern-scorer", "Lantern", "Python", True, ["ml", "fraud"]),
    ("lantern-features", "Lantern", "Scala", True, ["ml", "streaming"]),
    ("driftwood-auth", "Driftwood", "Go", True, ["auth", "oauth", "api"]),
    ("driftwood-portal", "Driftwood", "TypeScript", True, ["frontend", "accounts"]),
    ("driftwood-saml", "Driftwood", "Java", False, ["auth", "saml"]),
    ("marigold-ios", "Marigold", "Swift", True, ["mobile", "ios"]),
    ("marigold-android", "Marigold", "Kotlin", True, ["mobile", "android"]),
    ("marigold-bff", "Marigold", "TypeScript", True, ["api", "mobile"]),
    ("halyard-ingest", "Halyard", "Scala", True, ["streaming", "kafka"]),
    ("halyard-dbt", "Halyard", "Python", True, ["warehouse", "sql"]),
    ("halyard-airflow", "Halyard", "Python", False, ["scheduling", "warehouse"]),
    ("quartz-indexer", "Quartz", "Java", True, ["search", "indexing"]),
    ("quartz-query", "Quartz", "Rust", False, ["search", "api"]),
    ("bramble-cli", "Bramble", "Rust", False, ["cli", "build"]),
    ("bramble-runners", "Bramble", "Go", True, ["ci", "build"]),
    ("bramble-cache", "Bramble", "Go", False, ["build", "caching"]),
    ("osprey-experiments", "Osprey", "TypeScript", True, ["frontend", "experiments"]),
    ("osprey-pricing", "Osprey", "Python", True, ["pricing", "api"]),
    ("juniper-charts", "Juniper", "Go", True, ["kubernetes", "helm"]),
    ("juniper-terraform", "Juniper", "HCL", True, ["terraform", "networking"]),
    ("juniper-operator", "Juniper", "Go", False, ["kubernetes", "operator"]),
    ("tessellate-core", "Tessellate", "Kotlin", True, ["connectors", "api"]),
    ("tessellate-salesforce", "Tessellate", "Kotlin", True, ["connectors", "crm"]),
    ("tessellate-webhooks", "Tessellate", "Go", False, ["connectors", "webhooks"]),
    ("wickham-reports", "Wickham", "Java", True, ["reporting", "legacy"]),
    ("wickham-etl", "Wickham", "Python", True, ["legacy", "etl"]),
    ("ferrox-components", "Ferrox", "TypeScript", False, ["frontend", "design-system"]),
    ("ferrox-tokens", "Ferrox", "TypeScript", False, ["design-system", "theming"]),
    ("ferrox-mobile", "Ferrox", "Swift", True, ["design-system", "mobile"]),
    ("sundial-api", "Sundial", "Python", True, ["scheduling", "api"]),
    ("sundial-notifier", "Sundial", "Go", True, ["notifications", "email"]),
    ("paloma-collector", "Paloma", "Rust", False, ["observability", "metrics"]),
    ("paloma-alerts", "Paloma", "Go", True, ["observability", "alerting"]),
]

FIRST = ["Amara", "Bruno", "Chiara", "Dmitri", "Elif", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Keiko", "Lucas",
         "Maren", "Nikhil", "Olga", "Pablo", "Quinn", "Rosa", "Samir", "Tamsin", "Umar", "Vera", "Wes", "Ximena",
         "Yusuf", "Zofia", "Anton", "Beatriz", "Callum", "Daria", "Emeka", "Freya", "Gideon", "Hana", "Idris",
         "Joana", "Kasper", "Leila", "Mateo", "Noor", "Oskar", "Priya", "Rafael", "Sanne", "Teodor", "Uma",
         "Viktor", "Wanda", "Yara", "Zeno"]
LAST = ["Abernethy", "Baptista", "Castellano", "Dunmore", "Eriksen", "Fonseca", "Galloway", "Hartmann", "Iwasaki",
        "Jablonski", "Kowalczyk", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Pereira", "Quaresma", "Rasmussen",
        "Sandoval", "Takahashi", "Ulrich", "Vasquez", "Whitlock", "Xavier", "Yilmaz", "Zielinski", "Achterberg",
        "Brannigan", "Cavendish", "Delacroix", "Esposito", "Fairbanks", "Grabowski", "Holloway", "Ivanova",
        "Jovanovic", "Kristiansen", "Lombardi", "Mwangi", "Novak", "Ostrowski", "Petrakis", "Rinaldi",
        "Sorensen", "Thorne", "Valentin", "Wexford", "Yamamoto", "Zamora", "Ferreira"]

ROLE_TITLES = {
    "engineer": ["Software Engineer", "Senior Software Engineer", "Staff Engineer"],
    "tech lead": ["Tech Lead"],
    "designer": ["Product Designer", "Senior Product Designer"],
    "QA": ["QA Engineer"],
    "SRE": ["Site Reliability Engineer", "Senior SRE"],
    "product manager": ["Product Manager"],
    "data scientist": ["Data Scientist"],
}
SKILLS = {
    "Go": ["Go"], "Java": ["Java", "Spring"], "TypeScript": ["TypeScript", "React"], "Python": ["Python", "SQL"],
    "Scala": ["Scala", "Spark"], "Swift": ["Swift"], "Kotlin": ["Kotlin"], "Rust": ["Rust"], "HCL": ["Terraform"],
}
EXTRA_SKILLS = ["Docker", "Kubernetes", "PostgreSQL", "GraphQL", "Kafka", "AWS", "Figma", "Accessibility",
                "Testing", "Linux"]

CUSTOMERS = [
    # companyName, industry, country
    ("Northwind Freight", "logistics", "Canada"), ("Aldercrest Bank", "banking", "United Kingdom"),
    ("Pinecone Grocers", "retail", "Canada"), ("Solvay Mobility", "transport", "France"),
    ("Harbourline Insurance", "insurance", "Portugal"), ("Tidal Health", "healthcare", "United States"),
    ("Copperleaf Energy", "energy", "Germany"), ("Bluebell Schools", "education", "United Kingdom"),
    ("Meridian Hotels", "hospitality", "Spain"), ("Quillstone Legal", "legal", "United States"),
    ("Granite Peak Outdoors", "retail", "United States"), ("Vireo Telecom", "telecom", "Poland"),
    ("Larchmont Clinics", "healthcare", "Canada"), ("Fennwick Media", "media", "Germany"),
    ("Orchard Lane Foods", "retail", "Portugal"), ("Starling Air", "transport", "Netherlands"),
    ("Kiln & Co", "manufacturing", "Germany"), ("Redwater Credit Union", "banking", "United States"),
    ("Hollis Property Group", "real estate", "United Kingdom"), ("Amberfield Farms", "agriculture", "Poland"),
    ("Cobalt Games", "media", "Canada"), ("Ivywood University", "education", "United States"),
    ("Silverline Couriers", "logistics", "Germany"), ("Marisol Cosmetics", "retail", "Spain"),
    ("Thornbury Council", "government", "United Kingdom"), ("Ravenscar Pharma", "healthcare", "Switzerland"),
    ("Westgate Motors", "manufacturing", "United States"), ("Lumen Solar", "energy", "Portugal"),
    ("Birchwood Realty", "real estate", "Canada"), ("Oakmere Travel", "hospitality", "Netherlands"),
]

BUG_SUMMARIES = [
    "Checkout times out after {n} seconds", "Login loop on Safari {n}", "Crash when opening settings on Android {n}",
    "Duplicate charge on retry", "Search returns stale results", "Memory leak in worker pool",
    "Timezone offset wrong in reminder emails", "Export to CSV drops the last row", "Dark mode text unreadable",
    "Password reset link expires too early", "Webhook retries never stop", "Null pointer in invoice renderer",
    "Slow query on orders page", "Broken pagination on audit log", "Push notifications arrive twice",
    "Race condition in session refresh", "Wrong currency symbol for CHF", "Flaky integration test in pipeline",
    "Disk fills up on log shipper", "Certificate renewal fails silently",
]
FEATURE_SUMMARIES = [
    "Add Apple Pay support", "Support SAML single logout", "Add dark mode toggle", "Bulk import of users from CSV",
    "Expose rate limit headers", "Add Polish translation", "Support partial refunds", "Add audit trail for admins",
    "Offline mode for the mobile app", "Add Slack notifications for alerts", "Faceted filters in search",
    "Self-service API keys", "Add retry budget to webhooks", "Support multiple currencies in reports",
    "Add passkey sign-in",
]
CHORE_SUMMARIES = [
    "Upgrade to Java 21", "Bump Go toolchain to 1.23", "Remove unused feature flags", "Migrate CI to new runners",
    "Rotate database credentials", "Clean up deprecated endpoints", "Update dependency licenses report",
    "Split monolithic test suite",
]
INCIDENT_SUMMARIES = [
    "Outage: payments API returning 503", "Degraded search latency in EU", "Login failures after deploy",
    "Data pipeline stalled overnight", "Alert storm from cluster autoscaler",
]


def iso(d: dt.date) -> str:
    return d.isoformat()


def rand_date(rng: random.Random, lo: dt.date, hi: dt.date) -> dt.date:
    return lo + dt.timedelta(days=rng.randint(0, (hi - lo).days))


def build() -> dict:
    rng = random.Random(SEED)
    nodes: list[dict] = []
    rels: list[dict] = []

    def node(nid: str, labels: list[str], props: dict) -> None:
        nodes.append({"id": nid, "labels": labels, "properties": props})

    def rel(rtype: str, start: str, end: str, props: dict | None = None) -> None:
        rels.append({"type": rtype, "start": start, "end": end, "properties": props or {}})

    # Offices
    office_open = {}
    for i, (name, city, country, opened, desks, parking, tz) in enumerate(OFFICES):
        node(f"office:{i}", ["Office"], {"name": name, "city": city, "country": country, "openedOn": opened,
                                         "deskCount": desks, "hasParking": parking, "timezone": tz})
        office_open[i] = dt.date.fromisoformat(opened)

    # Teams
    team_ids = {}
    team_formed = {}
    for i, (name, mission, formed, oncall, budget) in enumerate(TEAMS):
        team_ids[name] = f"team:{i}"
        team_formed[name] = dt.date.fromisoformat(formed)
        node(f"team:{i}", ["Team"], {"name": name, "mission": mission, "formedOn": formed,
                                     "onCallRotation": oncall, "annualBudgetEur": budget})

    # Projects, owned by teams
    project_ids = {}
    project_start = {}
    project_prefix = {}
    project_owners = {}
    for i, (code, desc, status, started, budget, prio, facing, owners, prefix) in enumerate(PROJECTS):
        pid = f"project:{i}"
        project_ids[code] = pid
        project_start[code] = dt.date.fromisoformat(started)
        project_prefix[code] = prefix
        project_owners[code] = owners
        node(pid, ["Project"], {"codename": code, "description": desc, "status": status, "startedOn": started,
                                "budgetMillions": budget, "priority": prio, "customerFacing": facing})
        for t in owners:
            since = max(project_start[code], team_formed[t])
            rel("OWNS", team_ids[t], pid, {"since": iso(since)})

    # Repositories
    repo_ids = {}
    repo_created = {}
    repo_project = {}
    repo_lang = {}
    for i, (slug, code, lang, private, topics) in enumerate(REPOS):
        rid = f"repo:{i}"
        repo_ids[slug] = rid
        created = project_start[code] + dt.timedelta(days=rng.randint(0, 500))
        if created > SNAPSHOT - dt.timedelta(days=200):
            created = SNAPSHOT - dt.timedelta(days=200 + rng.randint(0, 60))
        repo_created[slug] = created
        repo_project[slug] = code
        repo_lang[slug] = lang
        stars = rng.randint(0, 40) if private else rng.randint(30, 900)
        node(rid, ["Repository"], {"slug": slug, "language": lang, "isPrivate": private, "topics": topics,
                                   "createdOn": iso(created), "stars": stars,
                                   "sizeMb": round(rng.uniform(2, 480), 1)})
        rel("PART_OF", rid, project_ids[code])

    # Employees: team members and managers
    team_roles = {
        "Payments": ["engineer"] * 9 + ["tech lead", "QA", "product manager", "SRE"],
        "Identity": ["engineer"] * 6 + ["tech lead", "QA", "designer"],
        "Mobile": ["engineer"] * 8 + ["tech lead", "designer", "designer", "QA", "product manager"],
        "Data Engineering": ["engineer"] * 7 + ["tech lead", "data scientist", "data scientist", "SRE"],
        "Search": ["engineer"] * 4 + ["tech lead", "data scientist"],
        "Developer Tools": ["engineer"] * 5 + ["tech lead"],
        "Growth": ["engineer"] * 4 + ["designer", "product manager", "data scientist"],
        "Infrastructure": ["engineer"] * 4 + ["SRE"] * 5 + ["tech lead"],
        "Integrations": ["engineer"] * 5 + ["tech lead", "QA", "product manager"],
        "Design Systems": ["engineer"] * 2 + ["designer", "designer", "tech lead"],
    }
    names_used: set[str] = set()

    def new_name() -> str:
        while True:
            n = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if n not in names_used:
                names_used.add(n)
                return n

    emp_count = 0
    employees: list[dict] = []  # python-side info
    team_langs = defaultdict(set)
    team_repos = defaultdict(list)
    for code, owners in project_owners.items():
        for slug, rcode in repo_project.items():
            if rcode == code:
                for t in owners:
                    team_repos[t].append(slug)
                    team_langs[t].add(repo_lang[slug])
    office_weights = [34, 26, 20, 13, 7]

    def make_employee(labels: list[str], role: str, team: str | None, level_lo: int, level_hi: int) -> dict:
        nonlocal emp_count
        eid = f"emp:{emp_count}"
        emp_count += 1
        name = new_name()
        office = rng.choices(range(len(OFFICES)), weights=office_weights)[0]
        lo = max(office_open[office], team_formed[team] if team else office_open[office])
        hired = rand_date(rng, lo, SNAPSHOT - dt.timedelta(days=45))
        level = rng.randint(level_lo, level_hi)
        titles = ROLE_TITLES.get(role, ["Engineering Manager"])
        title = titles[min(len(titles) - 1, max(0, (level - 2) // 2))] if role == "engineer" else rng.choice(titles)
        if role == "manager":
            title = "Engineering Manager" if level < 6 else "Director of Engineering"
        skills: list[str] = []
        if role in ("engineer", "tech lead", "SRE") and team:
            langs = sorted(team_langs[team])
            for lang in rng.sample(langs, min(len(langs), rng.randint(1, 2))):
                skills += SKILLS[lang]
        if role == "designer":
            skills += ["Figma", "Accessibility"]
        if role == "data scientist":
            skills += ["Python", "SQL", "Statistics"]
        if role == "QA":
            skills += ["Testing"]
        if role == "SRE":
            skills += ["Kubernetes", "Linux"]
        for s in rng.sample(EXTRA_SKILLS, rng.randint(0, 2)):
            if s not in skills:
                skills.append(s)
        salary = 42000 + level * 11000 + rng.randint(0, 40) * 250
        props = {"fullName": name, "employeeNo": f"E-{1001 + emp_count - 1}", "title": title, "level": level,
                 "hiredOn": iso(hired), "remote": rng.random() < 0.22, "skills": skills, "salary": salary,
                 "email": name.lower().replace(" ", ".") + "@brightloom.example"}
        if "Manager" in labels:
            props["approvalLimitEur"] = float(rng.choice([5000, 10000, 15000, 25000, 50000]))
        node(eid, labels, props)
        rel("WORKS_AT", eid, f"office:{office}", {"since": iso(hired)})
        info = {"id": eid, "name": name, "role": role, "team": team, "hired": hired, "office": office}
        employees.append(info)
        return info

    team_members = defaultdict(list)
    for team, roles in team_roles.items():
        for role in roles:
            lo, hi = {"engineer": (1, 5), "tech lead": (5, 6), "SRE": (2, 5)}.get(role, (2, 5))
            e = make_employee(["Employee"], role, team, lo, hi)
            alloc = 100
            rel("MEMBER_OF", e["id"], team_ids[team], {"role": role, "allocation": alloc})
            team_members[team].append(e)
    # a few people split their time with a second team
    team_names = [t[0] for t in TEAMS]
    splitters = rng.sample([e for e in employees if e["role"] in ("engineer", "designer", "data scientist")], 9)
    for e in splitters:
        other = rng.choice([t for t in team_names if t != e["team"]])
        main = rng.choice([50, 60, 70, 80])
        for r in rels:
            if r["type"] == "MEMBER_OF" and r["start"] == e["id"]:
                r["properties"]["allocation"] = main
        rel("MEMBER_OF", e["id"], team_ids[other], {"role": e["role"], "allocation": 100 - main})
        team_members[other].append(e)
        e["second"] = other
    # managers: nine, one of whom leads two teams; plus one manager who leads no team yet
    lead_plan = [["Payments"], ["Identity"], ["Mobile", "Design Systems"], ["Data Engineering"],
                 ["Search"], ["Developer Tools"], ["Growth"], ["Infrastructure"], ["Integrations"]]
    managers = []
    for teams in lead_plan:
        m = make_employee(["Employee", "Manager"], "manager", teams[0], 5, 7)
        managers.append(m)
        for t in teams:
            since = max(m["hired"], team_formed[t]) + dt.timedelta(days=rng.randint(0, 60))
            rel("LEADS", m["id"], team_ids[t], {"since": iso(since)})
    make_employee(["Employee", "Manager"], "manager", None, 5, 6)  # newly hired manager, no team yet

    # contributions
    contrib_roles = ("engineer", "tech lead", "SRE", "data scientist")
    for e in employees:
        if e["role"] not in contrib_roles:
            continue
        teams = [e["team"]] + ([e["second"]] if e.get("second") else [])
        pool = sorted({s for t in teams for s in team_repos[t]})
        if not pool:
            continue
        k = min(len(pool), rng.randint(1, 4))
        for slug in rng.sample(pool, k):
            lo = max(e["hired"], repo_created[slug])
            if lo > SNAPSHOT:
                continue
            last = rand_date(rng, lo, SNAPSHOT)
            commits = rng.randint(1, 60) if rng.random() < 0.7 else rng.randint(61, 640)
            rel("CONTRIBUTED_TO", e["id"], repo_ids[slug], {"commits": commits, "lastCommitOn": iso(last)})

    # customers and the products they use
    cust_ids = {}
    facing = [p[0] for p in PROJECTS if p[6]]
    for i, (cname, industry, country) in enumerate(CUSTOMERS):
        cid = f"cust:{i}"
        cust_ids[cname] = cid
        signed = rand_date(rng, dt.date(2015, 6, 1), dt.date(2025, 6, 30))
        value = round(rng.uniform(18, 640), 1)
        node(cid, ["Customer"], {"companyName": cname, "industry": industry, "country": country,
                                 "signedOn": iso(signed), "contractValueK": value,
                                 "strategic": value > 400})
        for code in rng.sample(facing, rng.randint(1, 4)):
            since = max(signed, project_start[code]) + dt.timedelta(days=rng.randint(0, 200))
            if since > SNAPSHOT:
                since = SNAPSHOT - dt.timedelta(days=10)
            rel("USES", cid, project_ids[code], {"seats": rng.choice([5, 10, 25, 50, 100, 250, 500, 1000]),
                                                 "plan": rng.choice(["basic", "pro", "pro", "enterprise"]),
                                                 "since": iso(since)})
    uses_by_project = defaultdict(list)
    for r in rels:
        if r["type"] == "USES":
            uses_by_project[r["end"]].append((r["start"], dt.date.fromisoformat(r["properties"]["since"])))

    # tickets
    emp_by_id = {e["id"]: e for e in employees}
    repo_contributors = defaultdict(list)
    for r in rels:
        if r["type"] == "CONTRIBUTED_TO":
            repo_contributors[r["end"]].append(r["start"])
    counters = Counter()
    repo_weights = [rng.randint(2, 14) for _ in REPOS]
    used_summaries = Counter()
    for t in range(270):
        ridx = rng.choices(range(len(REPOS)), weights=repo_weights)[0]
        slug = REPOS[ridx][0]
        code = repo_project[slug]
        prefix = project_prefix[code]
        counters[prefix] += 1
        key = f"{prefix}-{100 + counters[prefix] * 3 + rng.randint(0, 2)}"
        kind = rng.choices(["bug", "feature", "chore", "incident"], weights=[46, 30, 16, 8])[0]
        source = {"bug": BUG_SUMMARIES, "feature": FEATURE_SUMMARIES, "chore": CHORE_SUMMARIES,
                  "incident": INCIDENT_SUMMARIES}[kind]
        summary = rng.choice(source).format(n=rng.choice([17, 18, 30, 45, 60]))
        if summary in used_summaries:
            summary = f"{summary} in {slug}"
        if summary in used_summaries:
            summary = f"{summary} (again)"
        used_summaries[summary] += 1
        severity = {"incident": rng.choice(["high", "critical"]), "chore": "low"}.get(
            kind, rng.choices(["low", "medium", "high", "critical"], weights=[30, 40, 22, 8])[0])
        opened = rand_date(rng, max(repo_created[slug], dt.date(2022, 1, 1)), SNAPSHOT - dt.timedelta(days=3))
        status = rng.choices(["closed", "open", "in progress"], weights=[62, 22, 16])[0]
        if code in ("Wickham",):
            status = "closed" if opened < dt.date(2025, 1, 1) else status
        props = {"key": key, "summary": summary, "kind": kind, "severity": severity, "status": status,
                 "storyPoints": rng.choice([1, 2, 3, 5, 8, 13]), "openedOn": iso(opened),
                 "labels": sorted(rng.sample(["regression", "customer", "security", "ux", "performance",
                                              "tech-debt", "docs", "good-first-issue"], rng.randint(0, 2)))}
        closed = None
        if status == "closed":
            closed = opened + dt.timedelta(days=rng.randint(0, 90))
            if closed > SNAPSHOT:
                closed = SNAPSHOT
            props["closedOn"] = iso(closed)
        tid = f"ticket:{t}"
        node(tid, ["Ticket"], props)
        rel("FILED_AGAINST", tid, repo_ids[slug])
        # reporter: a customer of the project, or an employee
        customers = [c for c, since in uses_by_project.get(project_ids[code], []) if since <= opened]
        if customers and rng.random() < 0.35:
            rel("REPORTED", rng.choice(sorted(customers)), tid,
                {"channel": rng.choice(["email", "portal", "portal", "phone"])})
        else:
            reporter = rng.choice(employees)
            rel("REPORTED", reporter["id"], tid, {"channel": rng.choice(["internal", "slack", "internal"])})
        # assignee(s): contributors of the repo, sometimes two; some open tickets unassigned
        contribs = repo_contributors.get(repo_ids[slug], [])
        if status == "open" and rng.random() < 0.4 or not contribs:
            continue
        n_assign = 2 if rng.random() < 0.12 and len(contribs) > 1 else 1
        for cid in rng.sample(sorted(contribs), n_assign):
            e = emp_by_id[cid]
            lo = max(opened, e["hired"])
            hi = closed or SNAPSHOT
            if lo > hi:
                continue
            assigned = rand_date(rng, lo, min(hi, lo + dt.timedelta(days=20)))
            hours = round(rng.uniform(0.5, 6) * {1: 1, 2: 1.5, 3: 2, 5: 3, 8: 5, 13: 8}[props["storyPoints"]], 1)
            if status == "open":
                hours = 0.0
            rel("ASSIGNED_TO", tid, cid, {"assignedOn": iso(assigned), "hoursSpent": hours})

    return {"nodes": nodes, "relationships": rels, "date_keys": DATE_KEYS}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(Path(__file__).with_name("graph.json")))
    args = ap.parse_args()
    graph = build()
    Path(args.out).write_text(json.dumps(graph, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    labels = Counter(":".join(n["labels"]) for n in graph["nodes"])
    types = Counter(r["type"] for r in graph["relationships"])
    print(f"{len(graph['nodes'])} nodes: " + ", ".join(f"{k} {v}" for k, v in sorted(labels.items())))
    print(f"{len(graph['relationships'])} relationships: " + ", ".join(f"{k} {v}" for k, v in sorted(types.items())))


if __name__ == "__main__":
    main()
