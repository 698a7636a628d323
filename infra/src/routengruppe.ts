/**
 * The API's functions, one nested stack per route file (`ROUTEN_GRUPPEN` in shared/src/routes):
 * each implemented route's Lambda with its log group, role and grants, and its HTTP API route,
 * integration and invoke permission — seven resources a route. In the one stack they passed
 * CloudFormation's 500 resources; a group is a file of a few to a few dozen routes, so its stack
 * stays far below, and a new route file is a new stack.
 *
 * The table, buckets, machines, schedule group and API stay in the parent (LieferdeskStack) and
 * reach a group as its stack's parameters (CDK makes them); nothing of a group is referenced by
 * the parent, so nothing comes back as an output — the stage only waits for the groups whose
 * routes it names (infra/src/drosselung.ts). Every construct id is the group's or the route's
 * name: a route added to one group renames nothing in another.
 */
import { Duration, NestedStack } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import {
  API_BASIS,
  ROUTEN_GRUPPEN,
  type RoutenGruppenName,
  type RoutenId,
  type UmgesetzteRoute,
} from '@lieferdesk/shared';
import { handlerPfad, implementierteRouten } from '@lieferdesk/functions/routes';
import { LieferdeskFunktion } from './funktion';
import { zugriffGewaehren, type Ressourcen } from './zugriff';

// The groups are exactly ROUTEN's spreads: a route file missing here (or a group that is no part
// of ROUTEN) fails to compile. A route in two files is caught by `routenNachGruppen`.
type GruppenIds = { [G in RoutenGruppenName]: keyof (typeof ROUTEN_GRUPPEN)[G] }[RoutenGruppenName];
type Gleich<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _gruppenSindRouten: Gleich<GruppenIds, RoutenId> = true;
void _gruppenSindRouten;

/** Construct id from a route id or a group name: `kategorienListe` → `KategorienListe`. */
export const konstruktId = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** Construct id of a group's nested stack: `gdvDateien` → `RoutenGdvDateien`. */
export const gruppenStackId = (gruppe: RoutenGruppenName): string => `Routen${konstruktId(gruppe)}`;

/**
 * The implemented routes by group, in the order of ROUTEN_GRUPPEN; a group without any is left
 * out (it gets no stack). Refuses a route in no group or in two (it would be deployed not at all
 * or twice).
 */
export function routenNachGruppen(
  routen: readonly UmgesetzteRoute[] = implementierteRouten(),
): [RoutenGruppenName, UmgesetzteRoute[]][] {
  const gruppeVon = new Map<string, RoutenGruppenName>();
  for (const [gruppe, eintraege] of Object.entries(ROUTEN_GRUPPEN) as [RoutenGruppenName, object][]) {
    for (const id of Object.keys(eintraege)) {
      const schon = gruppeVon.get(id);
      if (schon) throw new Error(`Route ${id} steht in den Gruppen ${schon} und ${gruppe}`);
      gruppeVon.set(id, gruppe);
    }
  }
  const jeGruppe = new Map<RoutenGruppenName, UmgesetzteRoute[]>();
  for (const route of routen) {
    const gruppe = gruppeVon.get(route.id);
    if (!gruppe) throw new Error(`Route ${route.id} steht in keiner Gruppe von ROUTEN_GRUPPEN`);
    jeGruppe.set(gruppe, [...(jeGruppe.get(gruppe) ?? []), route]);
  }
  return (Object.keys(ROUTEN_GRUPPEN) as RoutenGruppenName[])
    .filter((gruppe) => jeGruppe.has(gruppe))
    .map((gruppe) => [gruppe, jeGruppe.get(gruppe)!]);
}

export interface RoutenGruppeProps {
  gruppe: RoutenGruppenName;
  /** The group's implemented routes. */
  routen: readonly UmgesetzteRoute[];
  /** The API (in the parent stack) whose routes and integrations the group adds. */
  api: HttpApi;
  /** What the routes' declared access is granted on (infra/src/zugriff.ts). */
  ressourcen: Ressourcen;
  /** Every function's environment (table, buckets, source maps). */
  umgebung: Record<string, string>;
  /** Reserved concurrency of the heavy routes' functions; undefined: none. */
  schwerGleichzeitig?: number;
}

/** One group's functions and API routes, in a nested stack of their own. */
export class RoutenGruppeStack extends NestedStack {
  readonly gruppe: RoutenGruppenName;
  /** The group's functions by route id. */
  readonly funktionen = new Map<string, LieferdeskFunktion>();
  /** Each route with the API routes made for it (what the stage's settings name). */
  readonly apiRouten: { route: UmgesetzteRoute; apiRouten: HttpRoute[] }[] = [];

  /**
   * The template with its parameters in name order. CDK adds a parameter where it first meets a
   * reference to the parent while it walks the whole app, so a route added elsewhere could
   * reorder them — and a reordered template is a changed one (its asset hash, an update).
   */
  override _toCloudFormation() {
    const vorlage = super._toCloudFormation() as Record<string, unknown>;
    const parameter = vorlage.Parameters as Record<string, unknown> | undefined;
    if (!parameter) return vorlage;
    return {
      ...vorlage,
      Parameters: Object.fromEntries(
        Object.keys(parameter)
          .sort()
          .map((k) => [k, parameter[k]]),
      ),
    };
  }

  constructor(scope: Construct, props: RoutenGruppeProps) {
    super(scope, gruppenStackId(props.gruppe), {
      description: `Lieferdesk API: Routen der Gruppe ${props.gruppe}`,
    });
    this.gruppe = props.gruppe;

    for (const route of props.routen) {
      const name = konstruktId(route.id);
      const funktion = new LieferdeskFunktion(this, name, {
        beschreibung: `${route.methode} ${API_BASIS}${route.pfad} (${route.handler})`,
        einstieg: handlerPfad(route.handler),
        // HTTP API integrations end after 30 s.
        timeout: Duration.seconds(29),
        umgebung: props.umgebung,
      });
      // Exactly the route's declared access (infra/src/zugriff.ts); a route that starts a
      // pipeline also gets the machine's ARN (functions/src/pipeline/starter.ts reads it).
      const streckenArns = zugriffGewaehren(funktion, route.zugriff, props.ressourcen);
      for (const [variable, arn] of Object.entries(streckenArns)) funktion.addEnvironment(variable, arn);
      this.funktionen.set(route.id, funktion);

      if (route.last === 'schwer' && props.schwerGleichzeitig !== undefined) {
        (funktion.node.defaultChild as CfnFunction).reservedConcurrentExecutions = props.schwerGleichzeitig;
      }

      // Not `api.addRoutes`: that makes the route (and with it integration and permission) a
      // child of the API, in the parent stack. The API's default authorizer applies all the same.
      const apiRoute = new HttpRoute(this, `${name}Route`, {
        httpApi: props.api,
        routeKey: HttpRouteKey.with(`${API_BASIS}${route.pfad}`, HttpMethod[route.methode]),
        integration: new HttpLambdaIntegration(`${name}Integration`, funktion),
      });
      this.apiRouten.push({ route, apiRouten: [apiRoute] });
    }
  }
}
