import type { LocalizedNames, TaxonomyKind } from '@crashpad/sync';

/** A product default: a stable slug id and its name in every interface language. */
export interface DefaultItem {
  id: string;
  names: LocalizedNames;
}

const item = (id: string, en: string, de: string, fr: string, es: string, pt: string): DefaultItem => ({ id, names: { en, de, fr, es, pt } });

/**
 * What a crew house typically offers and what is close by, seeded on first start (product data,
 * present even with DEMO_DATA=off). Admins edit or remove them on /translations afterwards.
 */
export const DEFAULT_TAXONOMY: Record<TaxonomyKind, DefaultItem[]> = {
  amenities: [
    item('wifi', 'Wi-Fi', 'WLAN', 'Wi-Fi', 'Wi-Fi', 'Wi-Fi'),
    item('parking', 'Free parking', 'Kostenloser Parkplatz', 'Parking gratuit', 'Aparcamiento gratuito', 'Estacionamento gratuito'),
    item('laundry', 'Washer and dryer', 'Waschmaschine und Trockner', 'Lave-linge et sèche-linge', 'Lavadora y secadora', 'Máquina de lavar e secadora'),
    item('kitchen', 'Full kitchen', 'Voll ausgestattete Küche', 'Cuisine équipée', 'Cocina completa', 'Cozinha completa'),
    item('lockers', 'Lockers', 'Schließfächer', 'Casiers', 'Taquillas', 'Armários com cadeado'),
    item('airport-shuttle', 'Shuttle to the airport', 'Shuttle zum Flughafen', 'Navette pour l’aéroport', 'Traslado al aeropuerto', 'Transporte para o aeroporto'),
    item('air-conditioning', 'Air conditioning', 'Klimaanlage', 'Climatisation', 'Aire acondicionado', 'Ar-condicionado'),
    item('heating', 'Heating', 'Heizung', 'Chauffage', 'Calefacción', 'Aquecimento'),
    item('linens', 'Bed linens and towels', 'Bettwäsche und Handtücher', 'Draps et serviettes', 'Ropa de cama y toallas', 'Roupa de cama e toalhas'),
    item('blackout-curtains', 'Blackout curtains', 'Verdunkelungsvorhänge', 'Rideaux occultants', 'Cortinas opacas', 'Cortinas blackout'),
    item('tv', 'TV with streaming', 'Fernseher mit Streaming', 'Télévision avec streaming', 'Televisión con streaming', 'TV com streaming'),
    item('coffee-maker', 'Coffee maker', 'Kaffeemaschine', 'Machine à café', 'Cafetera', 'Cafeteira'),
    item('workspace', 'Desk workspace', 'Schreibtisch-Arbeitsplatz', 'Espace de travail avec bureau', 'Zona de trabajo con escritorio', 'Espaço de trabalho com mesa'),
    item('smoke-detector', 'Smoke and CO detectors', 'Rauch- und CO-Melder', 'Détecteurs de fumée et de CO', 'Detectores de humo y CO', 'Detectores de fumaça e CO'),
  ],
  places: [
    item('grocery', 'Grocery store', 'Supermarkt', 'Épicerie', 'Supermercado', 'Supermercado'),
    item('gym', 'Gym', 'Fitnessstudio', 'Salle de sport', 'Gimnasio', 'Academia'),
    item('restaurants', 'Restaurants', 'Restaurants', 'Restaurants', 'Restaurantes', 'Restaurantes'),
    item('coffee-shop', 'Coffee shop', 'Café', 'Café', 'Cafetería', 'Cafeteria'),
    item('pharmacy', 'Pharmacy', 'Apotheke', 'Pharmacie', 'Farmacia', 'Farmácia'),
    item('public-transit', 'Public transit', 'Öffentliche Verkehrsmittel', 'Transports en commun', 'Transporte público', 'Transporte público'),
    item('employee-parking', 'Airport employee parking', 'Mitarbeiterparkplatz am Flughafen', 'Parking du personnel de l’aéroport', 'Aparcamiento de empleados del aeropuerto', 'Estacionamento de funcionários do aeroporto'),
    item('park', 'Park', 'Park', 'Parc', 'Parque', 'Parque'),
    item('shopping-mall', 'Shopping mall', 'Einkaufszentrum', 'Centre commercial', 'Centro comercial', 'Shopping center'),
    item('hospital', 'Hospital or urgent care', 'Krankenhaus oder Notfallpraxis', 'Hôpital ou urgences', 'Hospital o urgencias', 'Hospital ou pronto atendimento'),
    item('gas-station', 'Gas station', 'Tankstelle', 'Station-service', 'Gasolinera', 'Posto de gasolina'),
  ],
  preferences: [
    item('non-smoking', 'Non-smoking', 'Nichtraucher', 'Non-fumeur', 'No fumadores', 'Não fumantes'),
    item('quiet-hours', 'Quiet hours', 'Ruhezeiten', 'Heures de calme', 'Horas de silencio', 'Horário de silêncio'),
    item('crew-only', 'Airline crew only', 'Nur für Flugpersonal', 'Équipages uniquement', 'Solo tripulación', 'Somente tripulantes'),
    item('no-pets', 'No pets', 'Keine Haustiere', 'Animaux non admis', 'No se admiten mascotas', 'Não aceita animais'),
    item('no-parties', 'No parties', 'Keine Partys', 'Pas de fêtes', 'Sin fiestas', 'Sem festas'),
    item('no-overnight-guests', 'No overnight guests', 'Keine Übernachtungsgäste', 'Pas d’invités pour la nuit', 'Sin invitados a dormir', 'Sem hóspedes para pernoite'),
    item('clean-shared-spaces', 'Clean up shared spaces', 'Gemeinschaftsräume sauber halten', 'Espaces communs à garder propres', 'Mantener limpias las zonas comunes', 'Manter as áreas comuns limpas'),
    item('alcohol-free', 'Alcohol-free house', 'Alkoholfreies Haus', 'Maison sans alcool', 'Casa sin alcohol', 'Casa sem álcool'),
  ],
};

/** House rules shown on listings and the house-rules page (GET /house-rule). */
export const DEFAULT_HOUSE_RULES: DefaultItem[] = [
  item('quiet-hours', 'Keep noise down at all hours: crew sleep at every time of day.', 'Seien Sie jederzeit leise: Crews schlafen zu jeder Tageszeit.', 'Restez discret à toute heure : les équipages dorment à tout moment de la journée.', 'Guarda silencio a cualquier hora: la tripulación duerme a todas horas.', 'Faça silêncio a qualquer hora: tripulantes dormem em todos os horários.'),
  item('no-smoking', 'No smoking or vaping inside the house.', 'Kein Rauchen oder Dampfen im Haus.', 'Il est interdit de fumer ou de vapoter dans la maison.', 'Prohibido fumar o vapear dentro de la casa.', 'Proibido fumar ou usar cigarro eletrônico dentro da casa.'),
  item('no-guests', 'No overnight guests who are not on the lease.', 'Keine Übernachtungsgäste, die nicht im Mietvertrag stehen.', 'Pas d’invités pour la nuit qui ne figurent pas sur le bail.', 'No se permiten invitados a dormir que no figuren en el contrato.', 'Não são permitidos hóspedes para pernoite que não constem no contrato.'),
  item('clean-kitchen', 'Clean the kitchen and dishes right after use.', 'Räumen Sie Küche und Geschirr direkt nach der Benutzung auf.', 'Nettoyez la cuisine et la vaisselle juste après usage.', 'Limpia la cocina y los platos justo después de usarlos.', 'Limpe a cozinha e a louça logo após o uso.'),
  item('label-food', 'Label your food in the shared fridge.', 'Beschriften Sie Ihre Lebensmittel im gemeinsamen Kühlschrank.', 'Étiquetez votre nourriture dans le réfrigérateur commun.', 'Etiqueta tu comida en la nevera compartida.', 'Identifique a sua comida na geladeira compartilhada.'),
  item('lock-doors', 'Lock the doors when you leave and never share the door code.', 'Schließen Sie beim Gehen ab und geben Sie den Türcode nie weiter.', 'Fermez à clé en partant et ne partagez jamais le code de la porte.', 'Cierra con llave al salir y no compartas nunca el código de la puerta.', 'Tranque as portas ao sair e nunca compartilhe o código da porta.'),
  item('strip-bed', 'Strip your bed or leave fresh linens when your trip ends.', 'Ziehen Sie Ihr Bett am Ende Ihres Aufenthalts ab oder hinterlassen Sie frische Bettwäsche.', 'Défaites votre lit ou laissez des draps propres à la fin de votre séjour.', 'Quita las sábanas o deja ropa de cama limpia al terminar tu estancia.', 'Retire a roupa de cama ou deixe lençóis limpos ao fim da sua estadia.'),
  item('report-problems', 'Report anything broken to the host right away.', 'Melden Sie Defekte sofort dem Gastgeber.', 'Signalez immédiatement tout problème à l’hôte.', 'Informa al anfitrión de cualquier avería de inmediato.', 'Informe qualquer defeito ao anfitrião imediatamente.'),
];
